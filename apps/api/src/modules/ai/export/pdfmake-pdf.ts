import { loadJsdom } from '../../../lib/lazy-require';
import { PDF_FONT_FAMILY, pdfmakeWithFonts } from '../../../lib/pdf/pdfmake-fonts';
import type { PdfRenderer } from './chromium-pdf';

/** The fallback when Chromium is absent: lower fidelity (no CSS layout), same content, A4, real text. */
export function createPdfmakeRenderer(): PdfRenderer {
  return {
    name: 'pdfmake',
    async render(html: string): Promise<Buffer> {
      // loaded on the first PDF (heavy); lib/pdf owns pdfmake's one global font table (DejaVu)
      const [pdfmake, { default: htmlToPdfmake }] = await Promise.all([
        pdfmakeWithFonts(),
        import('html-to-pdfmake'),
      ]);
      const { window } = new (loadJsdom().JSDOM)('');
      const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
      const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
      const content = htmlToPdfmake(body, { window, tableAutoSize: true });
      return pdfmake
        .createPdf({
          info: { title, creator: 'Sião' },
          pageSize: 'A4',
          pageMargins: [51, 57, 51, 57], // 18 mm × 20 mm, as the Chromium output
          defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 11 },
          content,
        })
        .getBuffer();
    },
    async close() {},
  };
}
