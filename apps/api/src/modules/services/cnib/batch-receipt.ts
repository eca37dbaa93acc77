import { type CnibBatch, cnibResultLabels, formatDateTime, formatDocumentLabel } from '@siao/shared';
import { PDF_FONT_FAMILY, pdfmakeWithFonts } from '../../../lib/pdf/pdfmake-fonts';

/** A4 receipt of a batch: one line per document with its result, order count and ONR hash. */
export async function renderBatchReceiptPdf(batch: CnibBatch, operator: string | null): Promise<Buffer> {
  const pdfmake = await pdfmakeWithFonts();
  const body = [
    ['Linha', 'Documento', 'Resultado', 'Ordens', 'Hash'].map((text) => ({ text, bold: true })),
    ...batch.itens.map((i) => [
      String(i.posicao),
      formatDocumentLabel(i.documento),
      i.resultado ? cnibResultLabels[i.resultado] : 'Pendente',
      i.qtd_ordens === null ? '—' : String(i.qtd_ordens),
      { text: i.hash ?? i.erro ?? '—', fontSize: 7 },
    ]),
  ];
  return pdfmake
    .createPdf({
      info: { title: `Lote CNIB ${batch.id}`, creator: 'Sião' },
      pageSize: 'A4',
      pageMargins: [40, 50, 40, 50],
      defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 9 },
      content: [
        { text: 'Sião', fontSize: 22, bold: true, color: '#1c5d99' },
        { text: 'Comprovante de consulta à CNIB em lote', fontSize: 15, bold: true, margin: [0, 8, 0, 8] },
        { text: `Criado em ${formatDateTime(batch.criado_em)} · operador: ${operator ?? '—'}` },
        { text: `Documentos: ${batch.total} · consultados: ${batch.feitos} · falhas: ${batch.falhas}` },
        batch.finalidade ? { text: `Finalidade: ${batch.finalidade}` } : '',
        {
          margin: [0, 12, 0, 0],
          table: { headerRows: 1, widths: [30, 130, 100, 40, '*'], body },
          layout: 'lightHorizontalLines',
        },
        {
          text: 'Cada consulta tem o seu comprovante individual, com QR code de verificação, no histórico da CNIB.',
          margin: [0, 12, 0, 0],
          color: '#555',
        },
      ],
    })
    .getBuffer();
}
