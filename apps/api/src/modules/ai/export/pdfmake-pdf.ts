import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadJsdom } from '../../../lib/lazy-require';
import type { PdfRenderer } from './chromium-pdf';

const require = createRequire(import.meta.url);
const dejaVu = '/usr/share/fonts/truetype/dejavu';

/** DejaVu (wide coverage) when the system has it, else the Roboto that ships with pdfmake. */
function fonts(): {
  family: string;
  files: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;
  dir: string;
} {
  if (existsSync(join(dejaVu, 'DejaVuSans.ttf'))) {
    return {
      family: 'DejaVuSans',
      dir: dejaVu,
      files: {
        normal: join(dejaVu, 'DejaVuSans.ttf'),
        bold: join(dejaVu, 'DejaVuSans-Bold.ttf'),
        italics: join(dejaVu, 'DejaVuSans-Oblique.ttf'),
        bolditalics: join(dejaVu, 'DejaVuSans-BoldOblique.ttf'),
      },
    };
  }
  const roboto = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  return {
    family: 'Roboto',
    dir: roboto,
    files: {
      normal: join(roboto, 'Roboto-Regular.ttf'),
      bold: join(roboto, 'Roboto-Medium.ttf'),
      italics: join(roboto, 'Roboto-Italic.ttf'),
      bolditalics: join(roboto, 'Roboto-MediumItalic.ttf'),
    },
  };
}

/** The fallback when Chromium is absent: lower fidelity (no CSS layout), same content, A4, real text. */
export function createPdfmakeRenderer(): PdfRenderer {
  const font = fonts();
  return {
    name: 'pdfmake',
    async render(html: string): Promise<Buffer> {
      // loaded on the first PDF (heavy); the font table is global, so it is set before each render
      const [{ default: pdfmake }, { default: htmlToPdfmake }] = await Promise.all([
        import('pdfmake'),
        import('html-to-pdfmake'),
      ]);
      pdfmake.setFonts({ [font.family]: font.files });
      pdfmake.setUrlAccessPolicy(() => false);
      pdfmake.setLocalAccessPolicy((path) => path.startsWith(font.dir));
      const { window } = new (loadJsdom().JSDOM)('');
      const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
      const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
      const content = htmlToPdfmake(body, { window, tableAutoSize: true });
      return pdfmake
        .createPdf({
          info: { title, creator: 'Sião' },
          pageSize: 'A4',
          pageMargins: [51, 57, 51, 57], // 18 mm × 20 mm, as the Chromium output
          defaultStyle: { font: font.family, fontSize: 11 },
          content,
        })
        .getBuffer();
    },
    async close() {},
  };
}
