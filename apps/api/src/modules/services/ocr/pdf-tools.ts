import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../../lib/errors';
import type { OcrWord } from '../certidoes/words';
import { runTool } from './run-tool';

/** Page count of a PDF; encrypted, damaged and empty files get their own Portuguese errors. */
export async function pdfPageCount(file: string): Promise<number> {
  let out: string;
  try {
    out = (await runTool('pdfinfo', [file])).stdout;
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '');
    if (/incorrect password|encrypt/i.test(stderr)) throw new AppError('OCR_PDF_ENCRYPTED');
    throw new AppError('OCR_PDF_DAMAGED');
  }
  if (/^Encrypted:\s+yes/m.test(out) && /copy:no|print:no/.test(out)) throw new AppError('OCR_PDF_ENCRYPTED');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? 0);
  if (!pages) throw new AppError('OCR_PDF_EMPTY');
  return pages;
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
