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
