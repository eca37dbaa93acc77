import type { Certificate } from '@siao/shared';
import { formatDate } from '@siao/shared';
import { PDF_FONT_FAMILY, pdfmakeWithFonts } from '../../../lib/pdf/pdfmake-fonts';

/** A4 landscape certificate: real text (searchable), QR code to the public verification page. */
export async function renderCertificatePdf(c: Certificate): Promise<Buffer> {
  const pdfmake = await pdfmakeWithFonts();
  const content: object[] = [
    { text: 'Sião · SiãoSeg', style: 'brand' },
    { text: 'CERTIFICADO DE CONCLUSÃO', style: 'title' },
    { text: 'Certificamos que', alignment: 'center', margin: [0, 18, 0, 4] },
    { text: c.learner_name, style: 'name' },
    ...(c.cpf_masked ? [{ text: `CPF ${c.cpf_masked}`, alignment: 'center', color: '#555' }] : []),
    {
      text: [
        'concluiu a jornada ',
        { text: c.journey_title, bold: true },
        `, com carga horária de ${c.workload_hours} ${c.workload_hours === 1 ? 'hora' : 'horas'}, em ${formatDate(c.completed_at)}.`,
      ],
      alignment: 'center',
      margin: [40, 12, 40, 24],
      fontSize: 13,
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Código de verificação', bold: true },
            { text: c.code, fontSize: 14, margin: [0, 2, 0, 8] },
            { text: 'Confira a autenticidade em', color: '#555' },
            { text: c.verify_url, color: '#1c5d99', link: c.verify_url },
          ],
        },
        { width: 110, qr: c.verify_url, fit: 110, eccLevel: 'M' },
      ],
      margin: [0, 20, 0, 0],
    },
  ];
  if (c.revoked_at)
    content.push({
      text: `CERTIFICADO REVOGADO em ${formatDate(c.revoked_at)}`,
      color: '#b00',
      bold: true,
      margin: [0, 12, 0, 0],
    });
  return pdfmake
    .createPdf({
      info: { title: `Certificado ${c.code}`, creator: 'Sião' },
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [57, 51, 57, 51],
      defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 11 },
      styles: {
        brand: { fontSize: 14, bold: true, color: '#1c5d99' },
        title: { fontSize: 26, bold: true, alignment: 'center', margin: [0, 24, 0, 0] },
        name: { fontSize: 22, bold: true, alignment: 'center' },
      },
      content,
    })
    .getBuffer();
}
