import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors';
import type { OcrWord } from '../certidoes/words';
import { OCR_DPI, OCR_MAX_PIXELS } from './engine-choice';
import { pdfPageImage, pdfTextLayer, readPdfPages, renderPdfPage, separatePdfPage } from './pdf-tools';
import { type PreparedImage, type PreprocessOptions, preprocessImage } from './preprocess';

export type OcrFileKind = 'pdf' | 'image';

/** A page ready for OCR, or already readable from the PDF's own text layer. */
export interface PageInput {
  png: Buffer;
  width: number;
  height: number;
  /** words of the PDF's text layer, when the page has one (then it is not OCR'd) */
  textWords: OcrWord[] | null;
  /** the original page, kept in the searchable PDF when it already has text */
  originalPdf: Buffer | null;
  /** false when an OCR'd page may still be upside down (`recognizeUpright` settles it) */
  orientationKnown: boolean;
  /** the page image is 1-bit (thresholded) */
  bilevel: boolean;
  /** the scan's own resolution (before the upscale to 300 dpi); null for a page read from its text layer */
  scanDpi: number | null;
}

/** A page read by OCR: the prepared image, with the scan's own resolution. */
const scannedPage = (prepared: PreparedImage): PageInput => ({
  ...prepared,
  scanDpi: Math.round(prepared.steps.dpi),
  textWords: null,
  originalPdf: null,
});

export interface PageSource {
  count: number;
  page(n: number, signal?: AbortSignal): Promise<PageInput>;
}

/**
 * Pages of an upload: a PDF page that is one scanned image is that image (extracted at its own
 * resolution); other PDF pages are rendered at 300 dpi by poppler (pages with a text layer keep it
 * unless `redoTextPages`);
 * images (multi-page TIFF included) read by sharp. Fails with a Portuguese error on bad files.
 * `input` is the file's bytes or its path. Runs only in a file worker (`lib/files/ocr-in-workers.ts`);
 * the bench and the accuracy test call it directly.
 */
export async function openPages(
  input: Buffer | string,
  kind: OcrFileKind,
  dir: string,
  { maxPages, maxPixels }: { maxPages: number; maxPixels: number },
  options: PreprocessOptions & { redoTextPages?: boolean } = {},
): Promise<PageSource> {
  if (kind === 'pdf') {
    const file = typeof input === 'string' ? input : join(dir, 'input.pdf');
    if (typeof input !== 'string') await writeFile(file, input);
    const { count, geometry } = await readPdfPages(file, { maxPages, maxPixels, dpi: OCR_DPI });
    return {
      count,
      async page(n, signal) {
        const words = await pdfTextLayer(file, n, OCR_DPI);
        if (words.length < 3) {
          // a scanned page: its image at its own resolution, not rendered again at 300 dpi
          const image = await pdfPageImage(file, n, dir, signal, geometry.get(n));
          if (image) {
            const input = sharp(image.bytes, { limitInputPixels: OCR_MAX_PIXELS });
            const prepared = await preprocessImage(input, { ...options, dpi: image.dpi });
            return scannedPage(prepared);
          }
        }
        const png = await renderPdfPage(file, n, OCR_DPI, dir, signal);
        if (words.length >= 3 && !options.redoTextPages) {
          const meta = await sharp(png).metadata();
          const originalPdf = await separatePdfPage(file, n, dir);
          return {
            png,
            width: meta.width ?? 0,
            height: meta.height ?? 0,
            textWords: words,
            originalPdf,
            orientationKnown: true,
            bilevel: false,
            scanDpi: null,
          };
        }
        // a scanned page: the same preprocessing as an image (rendered at 300 dpi, so no upscale)
        const prepared = await preprocessImage(
          sharp(png, { limitInputPixels: OCR_MAX_PIXELS }),
          options,
        ).catch(() => {
          throw new AppError('OCR_FILE_UNREADABLE');
        });
        return scannedPage(prepared);
      },
    };
  }
  let count: number;
  try {
    count = (await sharp(input, { limitInputPixels: OCR_MAX_PIXELS }).metadata()).pages ?? 1;
  } catch {
    throw new AppError('OCR_FILE_UNREADABLE');
  }
  if (count > maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: maxPages } });
  return {
    count,
    async page(n) {
      const page = sharp(input, { page: n - 1, limitInputPixels: OCR_MAX_PIXELS });
      // the same bytes fail the same way (pixel limit, a corrupt page): a final refusal, not a retry
      const prepared = await preprocessImage(page, options).catch(() => {
        throw new AppError('OCR_FILE_UNREADABLE');
      });
      return scannedPage(prepared);
    },
  };
}
