import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../lib/errors';
import type { OcrWord } from '../certidoes/words';
import { pdfPageCount, pdfTextLayer, renderPdfPage, separatePdfPage } from './pdf-tools';

export const OCR_DPI = 300;
/** Width of an A4 page at 300 dpi: smaller scans are upscaled before OCR (up to 2×). */
const TARGET_WIDTH = 2480;

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
}

export interface PageSource {
  count: number;
  page(n: number, signal?: AbortSignal): Promise<PageInput>;
}

/** Grey, normalised, upscaled when small: what Tesseract reads best (its own Otsu binarises). */
async function prepareImage(image: Sharp): Promise<{ png: Buffer; width: number; height: number }> {
  const meta = await image.metadata();
  const width = meta.width ?? TARGET_WIDTH;
  const scale = width < TARGET_WIDTH ? Math.min(2, TARGET_WIDTH / width) : 1;
  let pipeline = image.rotate().grayscale().normalise();
  if (scale > 1) pipeline = pipeline.resize({ width: Math.round(width * scale) });
  const { data, info } = await pipeline.png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * Pages of an upload: PDF pages rendered at 300 dpi by poppler (pages with a text layer keep it);
 * images (multi-page TIFF included) read by sharp. Fails with a Portuguese error on bad files.
 */
export async function openPages(
  bytes: Buffer,
  kind: OcrFileKind,
  dir: string,
  maxPages: number,
): Promise<PageSource> {
  if (kind === 'pdf') {
    const file = join(dir, 'input.pdf');
    await writeFile(file, bytes);
    const count = await pdfPageCount(file);
    if (count > maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: maxPages } });
    return {
      count,
      async page(n, signal) {
        const words = await pdfTextLayer(file, n, OCR_DPI);
        const png = await renderPdfPage(file, n, OCR_DPI, dir, signal);
        const meta = await sharp(png).metadata();
        const hasText = words.length >= 3;
        return {
          png,
          width: meta.width ?? 0,
          height: meta.height ?? 0,
          textWords: hasText ? words : null,
          originalPdf: hasText ? await separatePdfPage(file, n, dir) : null,
        };
      },
    };
  }
  let count: number;
  try {
    count = (await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata()).pages ?? 1;
  } catch {
    throw new AppError('OCR_FILE_UNREADABLE');
  }
  if (count > maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: maxPages } });
  return {
    count,
    async page(n) {
      const prepared = await prepareImage(sharp(bytes, { page: n - 1, limitInputPixels: 100_000_000 }));
      return { ...prepared, textWords: null, originalPdf: null };
    },
  };
}
