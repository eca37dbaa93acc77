import {
  competenciaLabel,
  type Fatura,
  faturaStatusLabels,
  formaPagamentoLabels,
  formatBRL,
  formatCep,
  formatCnpj,
  formatDate,
  formatDocumentLabel,
  type PlatformSettings,
} from '@siao/shared';
import type { AppDeps } from '../../deps';
import { PDF_FONT_FAMILY, pdfmakeWithFonts } from '../../lib/pdf/pdfmake-fonts';
import { businessSettings } from '../settings/service';
import { bankDetails, pixCopiaECola } from './pix';
import { findClientAddress } from './repository';

export interface PostalAddress {
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  uf: string | null;
}

/** "Rua X, 10, sala 2 — Centro — Curitiba/PR — CEP 80000-000"; null when nothing is registered. */
function addressLine(a: PostalAddress | undefined): string | null {
  if (!a) return null;
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const city = [a.city, a.uf].filter(Boolean).join('/');
  const parts = [street, a.district, city, a.cep ? `CEP ${formatCep(a.cep)}` : null].filter(Boolean);
  return parts.length ? parts.join(' — ') : null;
}

/**
 * The BR Code has no spaces, so the PDF would not break it and it ran past the margin: it is cut in
 * lines of this many characters (at 8 pt they fit the column beside the QR code with room to spare).
 */
const PIX_LINE_CHARS = 48;
const wrapPixCode = (code: string) => code.match(new RegExp(`.{1,${PIX_LINE_CHARS}}`, 'g')) ?? [];

export const faturaNumeroLabel = (numero: number) => String(numero).padStart(6, '0');

/** A4 PDF of a fatura (pdfmake + DejaVu, real text so it can be searched and read by screen readers). */
async function renderFaturaPdf(
  settings: PlatformSettings,
  fatura: Fatura,
  clientAddress: string | null = null,
): Promise<Buffer> {
  const pdfmake = await pdfmakeWithFonts();
  const payable = fatura.status === 'aberta' || fatura.status === 'vencida';
  const pix = payable ? pixCopiaECola(settings, fatura) : null;
  const bank = payable && fatura.total_centavos > 0 ? bankDetails(settings) : null;
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
    {
      stack: [
        { text: settings.emitente_nome, bold: true },
        ...(settings.emitente_cnpj ? [{ text: `CNPJ ${formatCnpj(settings.emitente_cnpj)}` }] : []),
        ...(settings.emitente_endereco ? [{ text: settings.emitente_endereco }] : []),
      ],
      margin: [0, 0, 0, 12],
      color: '#555',
    },
    { text: 'Cliente', style: 'section' },
    { text: fatura.client_name, bold: true },
    { text: formatDocumentLabel(fatura.client_document) },
    ...(clientAddress ? [{ text: clientAddress }] : []),
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
              { text: wrapPixCode(pix).join('\n'), fontSize: 8 },
            ],
            width: '*',
          },
        ],
      },
    );
  }
  if (bank) {
    content.push(
      { text: pix ? 'Ou por transferência bancária' : 'Pague por transferência bancária', style: 'section' },
      {
        stack: [
          info('Banco', bank.banco),
          info('Agência', bank.agencia),
          info('Conta', bank.conta),
          info('Titular', bank.titular),
          ...(bank.documento ? [info('CNPJ', formatCnpj(bank.documento))] : []),
        ],
      },
    );
  }
  if (fatura.observacoes)
    content.push({ text: 'Observações', style: 'section' }, { text: fatura.observacoes });
  const footer = settings.fatura_rodape;
  return pdfmake
    .createPdf({
      info: { title: `Fatura ${faturaNumeroLabel(fatura.numero)}`, creator: 'Sião' },
      pageSize: 'A4',
      pageMargins: [51, 57, 51, 57],
      defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 10 },
      styles: {
        brand: { fontSize: 22, bold: true, color: '#1c5d99' },
        title: { fontSize: 16, bold: true, alignment: 'right' },
        section: { fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      },
      content,
      footer: (page: number, pages: number) => ({
        margin: [51, 8, 51, 0],
        fontSize: 8,
        color: '#555',
        columns: [
          { text: footer ?? '', width: '*' },
          { text: `Página ${page} de ${pages}`, alignment: 'right', width: 80 },
        ],
      }),
    })
    .getBuffer();
}

/** The PDF as the client receives it: with the client's address from its record. */
export async function faturaPdf(deps: AppDeps, fatura: Fatura): Promise<Buffer> {
  const address = addressLine(await findClientAddress(deps.db, fatura.client_id));
  return renderFaturaPdf(await businessSettings(deps), fatura, address);
}
