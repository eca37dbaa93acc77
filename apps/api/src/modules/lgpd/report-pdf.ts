import { formatDateTime, type LgpdReport } from '@siao/shared';
import { renderA4Document } from '../../lib/pdf/pdfmake-fonts';

const shown = (v: string | number | boolean | null) =>
  v === null || v === '' ? '—' : typeof v === 'boolean' ? (v ? 'Sim' : 'Não') : String(v);

/** The access report as a readable A4 document: one section per category, each record as a table. */
export async function renderReportPdf(report: LgpdReport): Promise<Buffer> {
  const content: object[] = [
    { text: 'Sião', style: 'brand' },
    { text: 'Relatório de dados pessoais (LGPD, art. 18)', style: 'title' },
    {
      text: `Titular: ${report.titular_mascarado} · gerado em ${formatDateTime(report.gerado_em)} (horário de Brasília)`,
      color: '#555',
      margin: [0, 0, 0, 12],
    },
  ];
  for (const c of report.categorias) {
    content.push(
      { text: c.rotulo, style: 'section' },
      { text: [{ text: 'Base legal: ', bold: true }, c.base_legal], margin: [0, 1, 0, 1] },
      { text: [{ text: 'Retenção: ', bold: true }, c.retencao], margin: [0, 1, 0, 1] },
      { text: [{ text: 'Ao fim: ', bold: true }, c.ao_fim], margin: [0, 1, 0, 6] },
    );
    if (!c.registros.length) {
      content.push({ text: 'Nenhum registro.', italics: true, color: '#555' });
      continue;
    }
    for (const record of c.registros) {
      content.push({
        table: {
          widths: [140, '*'],
          body: Object.entries(record).map(([label, value]) => [{ text: label, bold: true }, shown(value)]),
        },
        layout: 'lightHorizontalLines',
        fontSize: 9,
        margin: [0, 0, 0, 8],
      });
    }
  }
  return renderA4Document('Relatório de dados pessoais', content);
}
