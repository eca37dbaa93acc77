import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  competenciaLabel,
  type Fatura,
  faturaStatusLabels,
  formaPagamentoLabels,
  formatBRL,
  formatCnpj,
  formatCpf,
  formatDate,
} from '@siao/shared';
import pdfmake from 'pdfmake';
import type { Config } from '../../config';
import { pixCopiaECola } from './pix';

// Same family name, files and access policy as the AI export renderer: pdfmake keeps ONE global font
// table, so both areas must register identical entries.
const dejaVu = '/usr/share/fonts/truetype/dejavu';
const FAMILY = 'DejaVuSans';

/** Registers DejaVu in pdfmake's one global font table (also used by the CNIB receipt). */
export function useFonts() {
  if (!existsSync(join(dejaVu, 'DejaVuSans.ttf'))) {
    throw new Error('Fonte DejaVu ausente: instale o pacote fonts-dejavu-core para gerar o PDF da fatura.');
  }
  pdfmake.setFonts({
    [FAMILY]: {
      normal: join(dejaVu, 'DejaVuSans.ttf'),
      bold: join(dejaVu, 'DejaVuSans-Bold.ttf'),
      italics: join(dejaVu, 'DejaVuSans-Oblique.ttf'),
      bolditalics: join(dejaVu, 'DejaVuSans-BoldOblique.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(dejaVu));
}

const documentLabel = (doc: string) =>
  doc.length === 11 ? `CPF ${formatCpf(doc)}` : `CNPJ ${formatCnpj(doc)}`;
export const faturaNumeroLabel = (numero: number) => String(numero).padStart(6, '0');

/** A4 PDF of a fatura (pdfmake + DejaVu, real text so it can be searched and read by screen readers). */
export async function renderFaturaPdf(config: Config, fatura: Fatura): Promise<Buffer> {
  useFonts();
  const payable = fatura.status === 'aberta' || fatura.status === 'vencida';
  const pix = payable ? pixCopiaECola(config, fatura) : null;
  const rows = fatura.itens.map((i) => [
    i.descricao,
    { text: String(i.quantidade), alignment: 'right' },
    { text: formatBRL(i.valor_unitario_centavos), alignment: 'right' },
    { text: formatBRL(i.total_centavos), alignment: 'right' },
  ]);
  const info = (label: string, value: string) => ({ text: [{ text: `${label}: `, bold: true }, value] });
  const content: object[] = [
    {
      columns: [
        { text: 'Sião', style: 'brand' },
        { text: `Fatura nº ${faturaNumeroLabel(fatura.numero)}`, style: 'title' },
      ],
    },
    { text: config.PIX_MERCHANT_NAME, margin: [0, 0, 0, 12], color: '#555' },
    { text: 'Cliente', style: 'section' },
    { text: fatura.client_name, bold: true },
    { text: documentLabel(fatura.client_document) },
    { text: 'Dados da fatura', style: 'section' },
    {
      columns: [
        [
          info('Competência', competenciaLabel(fatura.competencia) ?? fatura.competencia),
          info('Emissão', formatDate(fatura.emissao)),
        ],
        [
          info('Vencimento', formatDate(fatura.vencimento)),
          info('Situação', faturaStatusLabels[fatura.status]),
        ],
      ],
    },
    {
      margin: [0, 12, 0, 0],
      table: {
        headerRows: 1,
        widths: ['*', 50, 90, 90],
        body: [
          [
            { text: 'Descrição', bold: true },
            { text: 'Qtd.', bold: true, alignment: 'right' },
            { text: 'Valor unitário', bold: true, alignment: 'right' },
            { text: 'Total', bold: true, alignment: 'right' },
          ],
          ...rows,
          [
            { text: 'Total da fatura', bold: true, colSpan: 3 },
            '',
            '',
            { text: formatBRL(fatura.total_centavos), bold: true, alignment: 'right' },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
  if (fatura.pago_em && fatura.forma_pagamento) {
    content.push({
      text: `Paga em ${formatDate(fatura.pago_em)} via ${formaPagamentoLabels[fatura.forma_pagamento]}.`,
      margin: [0, 12, 0, 0],
    });
  }
  if (fatura.status === 'cancelada') {
    content.push({
      text: `Fatura cancelada. Motivo: ${fatura.motivo_cancelamento ?? ''}`,
      margin: [0, 12, 0, 0],
      color: '#b00',
    });
  }
  if (pix) {
    content.push(
      { text: 'Pague com PIX', style: 'section' },
      {
        columns: [
          { qr: pix, fit: 140, eccLevel: 'M', width: 150 },
          {
            stack: [
              { text: 'PIX copia e cola:', bold: true },
              { text: pix, fontSize: 8 },
            ],
            width: '*',
          },
        ],
      },
    );
  }
  if (fatura.observacoes)
    content.push({ text: 'Observações', style: 'section' }, { text: fatura.observacoes });
  return pdfmake
    .createPdf({
      info: { title: `Fatura ${faturaNumeroLabel(fatura.numero)}`, creator: 'Sião' },
      pageSize: 'A4',
      pageMargins: [51, 57, 51, 57],
      defaultStyle: { font: FAMILY, fontSize: 10 },
      styles: {
        brand: { fontSize: 22, bold: true, color: '#1c5d99' },
        title: { fontSize: 16, bold: true, alignment: 'right' },
        section: { fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      },
      content,
    })
    .getBuffer();
}
