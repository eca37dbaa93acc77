import { existsSync } from 'node:fs';
import { join } from 'node:path';

// pdfmake keeps ONE global font table: every PDF of the product (faturas, certificates, receipts)
// registers it here, once, with the same family, files and access policy.
const dejaVu = '/usr/share/fonts/truetype/dejavu';
export const PDF_FONT_FAMILY = 'DejaVuSans';

/** pdfmake (loaded on first use) with DejaVu registered; throws in Portuguese when the font is missing. */
export async function pdfmakeWithFonts() {
  const { default: pdfmake } = await import('pdfmake');
  if (!existsSync(join(dejaVu, 'DejaVuSans.ttf'))) {
    throw new Error('Fonte DejaVu ausente: instale o pacote fonts-dejavu-core para gerar PDFs.');
  }
  pdfmake.setFonts({
    [PDF_FONT_FAMILY]: {
      normal: join(dejaVu, 'DejaVuSans.ttf'),
      bold: join(dejaVu, 'DejaVuSans-Bold.ttf'),
      italics: join(dejaVu, 'DejaVuSans-Oblique.ttf'),
      bolditalics: join(dejaVu, 'DejaVuSans-BoldOblique.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(dejaVu));
  return pdfmake;
}

/**
 * A plain A4 document of the product (CNIB receipt, LGPD report): the "Sião" brand line, a title and
 * sections use the styles `brand`, `title` and `section`.
 */
export async function renderA4Document(title: string, content: object[]): Promise<Buffer> {
  const pdfmake = await pdfmakeWithFonts();
  return pdfmake
    .createPdf({
      info: { title, creator: 'Sião' },
      pageSize: 'A4',
      pageMargins: [51, 57, 51, 57],
      defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 10 },
      styles: {
        brand: { fontSize: 22, bold: true, color: '#1c5d99' },
        title: { fontSize: 16, bold: true, margin: [0, 8, 0, 2] },
        section: { fontSize: 12, bold: true, margin: [0, 16, 0, 6] },
      },
      content,
    })
    .getBuffer();
}
