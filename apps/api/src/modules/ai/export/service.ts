import { type ExportExtension, exportExtensions, exportFileName } from '@siao/shared';
import { AppError } from '../../../lib/errors';
import { createChromiumPdfRenderer, type PdfRenderer } from './chromium-pdf';
import { htmlToDocx } from './docx';
import { exportContentTypes } from './file-name';
import { createPdfmakeRenderer } from './pdfmake-pdf';
import { prepareExportHtml, printablePage } from './prepare-html';
import { htmlToXml } from './xml';

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
  /** which PDF engine produced it (logged; pdfmake means Chromium was unavailable) */
  engine: string;
}

export interface ExportService {
  export(html: string, extension: string, now?: Date): Promise<ExportedFile>;
  close(): Promise<void>;
}

export interface ExportLogger {
  warn(payload: object, message: string): void;
}

/** '.pdf', 'pdf', '.PDF' → '.pdf'; anything else → 400 in Portuguese. */
function parseExtension(value: string): ExportExtension {
  const normalized = `.${value.trim().toLowerCase().replace(/^\./, '')}`;
  const found = exportExtensions.find((extension) => extension === normalized);
  if (!found) throw new AppError('EXPORT_UNSUPPORTED_EXTENSION');
  return found;
}

export function createExportService(options: { chromiumPath: string; log: ExportLogger }): ExportService {
  const chromium = createChromiumPdfRenderer(options.chromiumPath);
  let fallback: PdfRenderer | undefined;

  async function pdf(html: string): Promise<{ body: Buffer; engine: string }> {
    if (chromium) {
      try {
        return { body: await chromium.render(html), engine: chromium.name };
      } catch (error) {
        options.log.warn({ err: (error as Error).message }, 'Chromium PDF export failed; using pdfmake');
      }
    }
    fallback ??= createPdfmakeRenderer();
    return { body: await fallback.render(html), engine: fallback.name };
  }

  return {
    async export(html, extensionValue, now = new Date()) {
      const extension = parseExtension(extensionValue);
      const document = prepareExportHtml(html);
      const fileName = exportFileName(extension, now);
      const contentType = exportContentTypes[extension];
      if (extension === '.pdf') return { ...(await pdf(printablePage(document))), contentType, fileName };
      if (extension === '.docx') {
        return {
          body: await htmlToDocx(document.bodyHtml, document.title, now),
          contentType,
          fileName,
          engine: 'html-to-docx',
        };
      }
      return {
        body: htmlToXml(document.bodyHtml, document.title, now),
        contentType,
        fileName,
        engine: 'xml',
      };
    },
    async close() {
      await chromium?.close();
    },
  };
}
