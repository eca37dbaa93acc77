import type { Certificate } from '@siao/shared';
import { formatDate, monthName, saoPauloParts } from '@siao/shared';
import { PDF_FONT_FAMILY, pdfmakeWithFonts } from '../../../lib/pdf/pdfmake-fonts';

const BLUE = '#1c5d99';
const GOLD = '#b08d3c';
// A4 landscape in points
const WIDTH = 841.89;
const HEIGHT = 595.28;

/** `26 de novembro de 2026` (São Paulo calendar). */
const longDate = (iso: string) => {
  const p = saoPauloParts(iso);
  return `${Number(p.day)} de ${monthName(Number(p.month))} de ${p.year}`;
};

/** Double frame with corner marks: drawn behind every page. */
const frame = () => ({
  canvas: [
    { type: 'rect', x: 18, y: 18, w: WIDTH - 36, h: HEIGHT - 36, lineWidth: 3, lineColor: BLUE },
    { type: 'rect', x: 26, y: 26, w: WIDTH - 52, h: HEIGHT - 52, lineWidth: 0.8, lineColor: GOLD },
    ...[
      [26, 26],
      [WIDTH - 26, 26],
      [26, HEIGHT - 26],
      [WIDTH - 26, HEIGHT - 26],
    ].map(([x, y]) => ({ type: 'ellipse', x, y, r1: 4, r2: 4, color: GOLD })),
  ],
});

/** The issuer's logo (a PNG/JPEG data URL) in a box of `size` points high, at most 3 × as wide. */
const issuerLogo = (dataUrl: string, size: number) => ({
  width: size * 3,
  stack: [{ image: dataUrl, fit: [size * 3, size] }],
});

/** The Sião mark (the favicon's rounded square with an S), drawn when the issuer has no logo. */
const siaoMark = (size: number) => ({
  width: size,
  stack: [
    { canvas: [{ type: 'rect', x: 0, y: 0, w: size, h: size, r: size * 0.22, color: '#0b49c2' }] },
    {
      text: 'S',
      color: '#fff',
      bold: true,
      fontSize: size * 0.6,
      alignment: 'center',
      relativePosition: { x: 0, y: -size * 0.86 },
    },
  ],
});

/**
 * A4 landscape certificate a cartório can file: issuer and its logo, frame, the learner and the journey,
 * the responsible person's signature line, and the verification QR code and code — issuer and signer
 * as the certificate froze them at issue. Real text (searchable); the signature block and QR sit in the
 * lower part, so the page is balanced.
 */
export async function renderCertificatePdf(c: Certificate, logoDataUrl: string | null): Promise<Buffer> {
  const pdfmake = await pdfmakeWithFonts();
  const hours = `${c.workload_hours} ${c.workload_hours === 1 ? 'hora' : 'horas'}`;
  const signer = c.signer_name;
  const content: object[] = [
    {
      columns: [
        logoDataUrl ? issuerLogo(logoDataUrl, 40) : siaoMark(40),
        {
          width: '*',
          margin: [10, 2, 0, 0],
          stack: [
            { text: c.issuer_name, bold: true, fontSize: 13, color: BLUE },
            { text: 'Programa de capacitação SiãoSeg', color: '#555', fontSize: 10 },
          ],
        },
        {
          width: 200,
          alignment: 'right',
          stack: [
            { text: 'Código de verificação', color: '#555', fontSize: 9 },
            { text: c.code, bold: true, fontSize: 11 },
          ],
        },
      ],
    },
    { text: 'CERTIFICADO DE CONCLUSÃO', style: 'title' },
    { canvas: [{ type: 'line', x1: 250, y1: 0, x2: 478, y2: 0, lineWidth: 1.5, lineColor: GOLD }] },
    { text: 'Certificamos que', alignment: 'center', margin: [0, 18, 0, 6], fontSize: 13 },
    { text: c.learner_name, style: 'name' },
    ...(c.cpf_masked
      ? [{ text: `CPF ${c.cpf_masked}`, alignment: 'center', color: '#555', margin: [0, 2, 0, 0] }]
      : []),
    {
      text: [
        'concluiu a jornada de capacitação ',
        { text: c.journey_title, bold: true },
        `, com carga horária de ${hours}, em ${formatDate(c.completed_at)}, cumprindo todas as etapas e sendo aprovado(a) nas avaliações.`,
      ],
      alignment: 'center',
      margin: [50, 12, 50, 0],
      fontSize: 13,
      lineHeight: 1.25,
    },
    {
      text: `Emitido em ${longDate(c.issued_at)}.`,
      alignment: 'center',
      color: '#555',
      margin: [0, 10, 0, 0],
    },
  ];
  if (c.revoked_at)
    content.push({
      text: `CERTIFICADO REVOGADO em ${formatDate(c.revoked_at)}${c.revoked_reason ? `: ${c.revoked_reason}` : ''}`,
      color: '#b00',
      bold: true,
      alignment: 'center',
      margin: [0, 10, 0, 0],
    });
  // the lower band: signature on the left, verification on the right, at a fixed height
  content.push({
    absolutePosition: { x: 70, y: 405 },
    columns: [
      {
        width: 290,
        stack: [
          { text: ' ', fontSize: 30 },
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 270, y2: 0, lineWidth: 0.8 }] },
          { text: signer ?? c.issuer_name, bold: true, margin: [0, 6, 0, 0], fontSize: 12 },
          ...(signer && c.signer_role ? [{ text: c.signer_role, color: '#555' }] : []),
          { text: c.issuer_name, color: '#555', fontSize: 10 },
        ],
      },
      {
        width: '*',
        columns: [
          {
            width: '*',
            alignment: 'right',
            margin: [0, 20, 12, 0],
            stack: [
              { text: 'Confira a autenticidade', bold: true },
              { text: 'Aponte a câmera para o QR code ou acesse', color: '#555', fontSize: 9 },
              { text: c.verify_url, color: BLUE, link: c.verify_url, fontSize: 9 },
              { text: 'e informe o código', color: '#555', fontSize: 9, margin: [0, 4, 0, 0] },
              { text: c.code, bold: true, fontSize: 12 },
            ],
          },
          { width: 110, qr: c.verify_url, fit: 110, eccLevel: 'M' },
        ],
      },
    ],
  });
  return pdfmake
    .createPdf({
      info: { title: `Certificado ${c.code}`, author: c.issuer_name, creator: 'Sião' },
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [62, 50, 62, 50],
      background: frame,
      defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 11 },
      styles: {
        title: {
          fontSize: 28,
          bold: true,
          alignment: 'center',
          color: BLUE,
          characterSpacing: 2,
          margin: [0, 26, 0, 8],
        },
        name: { fontSize: 26, bold: true, alignment: 'center' },
      },
      content,
    })
    .getBuffer();
}
