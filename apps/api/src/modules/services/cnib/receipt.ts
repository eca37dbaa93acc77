import { type CnibConsultation, cnibResultLabels, formatDateTime, formatDocumentLabel } from '@siao/shared';
import { renderA4Document } from '../../../lib/pdf/pdfmake-fonts';

/** A4 receipt of one consultation, fit to attach to the deed: hash, date, operator, result, QR link. */
export async function renderReceiptPdf(c: CnibConsultation): Promise<Buffer> {
  const line = (label: string, value: string) => ({
    text: [{ text: `${label}: `, bold: true }, value],
    margin: [0, 2, 0, 2],
  });
  const colour = c.resultado === 'indisponivel' ? '#b00020' : c.resultado === 'livre' ? '#1b7f3b' : '#8a6d00';
  const content: object[] = [
    { text: 'Sião', style: 'brand' },
    { text: 'Comprovante de consulta à CNIB', style: 'title' },
    {
      text: 'Central Nacional de Indisponibilidade de Bens (ONR — API Serventias)',
      color: '#555',
      margin: [0, 0, 0, 12],
    },
    { text: cnibResultLabels[c.resultado], fontSize: 18, bold: true, color: colour, margin: [0, 4, 0, 10] },
    line('Documento consultado', formatDocumentLabel(c.documento)),
    line('Nome / razão social', c.nome_razao ?? '—'),
    line('Número de ordens', c.qtd_ordens === null ? '—' : String(c.qtd_ordens)),
    line('Protocolos', c.protocolos.length ? c.protocolos.join(', ') : '—'),
    line('Hash da consulta', c.hash ?? '—'),
    line('Data e hora', `${formatDateTime(c.consultado_em)} (horário de Brasília)`),
    line('Operador', c.usuario_nome ?? '—'),
    line('Cliente', c.client_name),
  ];
  if (c.finalidade) content.push(line('Finalidade', c.finalidade));
  if (c.erro) content.push(line('Erro', c.erro));
  content.push(
    { text: 'Verificação de autenticidade', style: 'section' },
    {
      columns: [
        { qr: c.verificacao_url, fit: 120, eccLevel: 'M', width: 130 },
        {
          width: '*',
          stack: [
            'Aponte a câmera para o código ou acesse o endereço abaixo para confirmar este comprovante.',
            { text: c.verificacao_url, fontSize: 8, margin: [0, 6, 0, 0] },
          ],
        },
      ],
    },
  );
  return renderA4Document(`Consulta CNIB ${c.hash ?? c.id}`, content);
}
