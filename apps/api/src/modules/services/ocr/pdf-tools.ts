import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../../lib/errors';
import type { OcrWord } from '../certidoes/words';
import { runTool } from './run-tool';

export interface PdfPageLimits {
  maxPages: number;
  /** most pixels one page may render to (MAX_IMAGE_PIXELS) */
  maxPixels: number;
  /** the resolution pages are rendered at */
  dpi: number;
}

const megapixels = (pixels: number) => (Math.round(pixels / 100_000) / 10).toLocaleString('pt-BR');

/**
 * Page count of a PDF and the size of every page, read by pdfinfo before anything is rendered:
 * over `maxPages` pages, or one page whose MediaBox at `dpi` would be over `maxPixels`, is refused
 * (a 6 KB PDF of 50 pages of 5,000 × 5,000 pt would render 434 MP per page). Encrypted, damaged
 * and empty files get their own Portuguese errors. Every refusal is an AppError: final, never retried.
 */
export async function checkPdfPages(file: string, limits: PdfPageLimits): Promise<number> {
  return (await readPdfPages(file, limits)).count;
}

/** A page's size in points and its rotation, as pdfinfo prints them. */
export interface PdfPageGeometry {
  width: number;
  height: number;
  rot: number;
}

/** `checkPdfPages`, with each page's size and rotation from the same pdfinfo run. */
export async function readPdfPages(
  file: string,
  limits: PdfPageLimits,
): Promise<{ count: number; geometry: Map<number, PdfPageGeometry> }> {
  let out: string;
  try {
    out = (await runTool('pdfinfo', ['-f', '1', '-l', String(limits.maxPages), '-box', file])).stdout;
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '');
    if (/incorrect password|encrypt/i.test(stderr)) throw new AppError('OCR_PDF_ENCRYPTED');
    throw new AppError('OCR_PDF_DAMAGED');
  }
  if (/^Encrypted:\s+yes/m.test(out) && /copy:no|print:no/.test(out)) throw new AppError('OCR_PDF_ENCRYPTED');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? 0);
  if (!pages) throw new AppError('OCR_PDF_EMPTY');
  if (pages > limits.maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: limits.maxPages } });
  const scale = limits.dpi / 72;
  const box = /^Page\s+(\d+)\s+MediaBox:\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)/gm;
  for (const [, page, x0, y0, x1, y1] of out.matchAll(box)) {
    const width = Math.abs(Number(x1) - Number(x0));
    const height = Math.abs(Number(y1) - Number(y0));
    const pixels = Math.ceil(width * scale) * Math.ceil(height * scale);
    if (!(pixels <= limits.maxPixels)) {
      const number = (value: number) => Math.round(value).toLocaleString('pt-BR');
      throw new AppError('OCR_PDF_PAGE_TOO_LARGE', {
        params: {
          page: page ?? '1',
          width: number(width),
          height: number(height),
          pixels: megapixels(pixels),
          dpi: limits.dpi,
          max: megapixels(limits.maxPixels),
        },
      });
    }
  }
  return { count: pages, geometry: pageGeometry(out) };
}

/** Size and rotation of every page pdfinfo printed (`-f`/`-l`). */
function pageGeometry(info: string): Map<number, PdfPageGeometry> {
  const geometry = new Map<number, PdfPageGeometry>();
  for (const [, page, width, height] of info.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/gm)) {
    const rot = Number(new RegExp(`^Page\\s+${page} rot:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
    geometry.set(Number(page), { width: Number(width), height: Number(height), rot });
  }
  return geometry;
}

/** Renders one page to a grey PNG at `dpi` (300 for OCR). */
export async function renderPdfPage(
  file: string,
  page: number,
  dpi: number,
  dir: string,
  signal?: AbortSignal,
) {
  const prefix = join(dir, `p${page}`);
  const n = String(page);
  await runTool(
    'pdftoppm',
    ['-r', String(dpi), '-f', n, '-l', n, '-gray', '-png', '-singlefile', file, prefix],
    signal,
  );
  return readFile(`${prefix}.png`);
}

/**
 * The page's one image at its own resolution, when the page is a scan: a single image (no mask)
 * drawn over the whole unrotated page. Null for any other page (then it is rendered). `geometry`
 * is the page's size and rotation when pdfinfo already gave them (`readPdfPages`).
 */
export async function pdfPageImage(
  file: string,
  page: number,
  dir: string,
  signal?: AbortSignal,
  geometry?: PdfPageGeometry,
): Promise<{ bytes: Buffer; dpi: number } | null> {
  const n = String(page);
  const list = (await runTool('pdfimages', ['-list', '-f', n, '-l', n, file], signal)).stdout;
  // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  const rows = list
    .split('\n')
    .slice(2)
    .map((l) => l.trim().split(/\s+/))
    .filter((r) => r.length >= 14);
  const row = rows[0];
  if (rows.length !== 1 || !row || row[2] !== 'image') return null;
  const [width, height, xppi, yppi] = [Number(row[3]), Number(row[4]), Number(row[12]), Number(row[13])];
  if (!(xppi >= 70 && xppi <= 1200) || Math.abs(xppi - yppi) > 1) return null;
  const size =
    geometry ?? pageGeometry((await runTool('pdfinfo', ['-f', n, '-l', n, file], signal)).stdout).get(page);
  if (!size || size.rot) return null;
  // the image covers the page (within 2 %): nothing else on it to render
  const covers = (pixels: number, points: number) => Math.abs((pixels / xppi) * 72 - points) <= points * 0.02;
  if (!covers(width, size.width) || !covers(height, size.height)) return null;
  const prefix = join(dir, `img${page}`);
  await runTool('pdfimages', ['-f', n, '-l', n, '-j', '-png', file, prefix], signal);
  for (const ext of ['jpg', 'png']) {
    const bytes = await readFile(`${prefix}-000.${ext}`).catch(() => null);
    if (bytes) return { bytes, dpi: Math.round(xppi) };
  }
  return null;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/**
 * Words of a page's text layer with boxes scaled to the rendered image (`pdftotext -bbox` gives
 * points); empty when the page is a scan.
 */
export async function pdfTextLayer(file: string, page: number, dpi: number): Promise<OcrWord[]> {
  const n = String(page);
  const { stdout } = await runTool('pdftotext', ['-f', n, '-l', n, '-bbox', file, '-']);
  const k = dpi / 72;
  const words: OcrWord[] = [];
  for (const m of stdout.matchAll(
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map((v) => Number(v) * k) as [
      number,
      number,
      number,
      number,
    ];
    const text = decodeEntities(m[5] ?? '').trim();
    if (text)
      words.push({
        text,
        conf: 100,
        page,
        x: Math.round(x0),
        y: Math.round(y0),
        w: Math.round(x1 - x0),
        h: Math.round(y1 - y0),
      });
  }
  return words;
}

/** One page of the original PDF as its own file (kept as is in the searchable PDF). */
export async function separatePdfPage(file: string, page: number, dir: string): Promise<Buffer> {
  const out = join(dir, `orig-${page}.pdf`);
  const n = String(page);
  await runTool('pdfseparate', ['-f', n, '-l', n, file, out]);
  return readFile(out);
}

/** Joins single-page PDFs in order. */
export async function unitePdfs(files: readonly string[], out: string): Promise<Buffer> {
  if (files.length === 1) return readFile(files[0] as string);
  await runTool('pdfunite', [...files, out]);
  return readFile(out);
}
