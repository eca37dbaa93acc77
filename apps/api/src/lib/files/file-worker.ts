import { parentPort, workerData } from 'node:worker_threads';
import { formatMegabytes } from '@siao/shared/format';
import type { TextExtractor } from '../../modules/ai/documents/extract-text';
import type { OcrEngine } from '../../modules/ai/documents/ocr-engine';
import { createPopplerRasterizer } from '../../modules/ai/documents/poppler-rasterizer';
import { createTesseractOcr, tesseractAvailable } from '../../modules/ai/documents/tesseract-ocr';
import type { DetectedFile } from './detect-type';
import { assertImageWithinLimits, FileRejectedError } from './file-rejection';
import type { SheetRowsLimits } from './sheet-rows';
import type { WorkerReply } from './worker-pool';
import { ArchiveTooLargeError, ArchiveUnreadableError, assertArchiveWithinLimits, isZip } from './zip-guard';

/** What the main thread hands every file worker (see safe-files.ts). */
export interface FileWorkerData {
  maxImagePixels: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
  ocr: boolean;
}

export type FileWorkerTask =
  | { op: 'warm' }
  | { op: 'check'; bytes: Uint8Array }
  | { op: 'ocr'; bytes: Uint8Array }
  | { op: 'sheet'; bytes: Uint8Array; limits: SheetRowsLimits }
  | { op: 'imagePages'; path: string; maxPages: number }
  | { op: 'extract'; file: DetectedFile; bytes: Uint8Array; ocr: boolean };

const limits = workerData as FileWorkerData;

/** Every image tesseract would decode (uploads and rasterized PDF pages) passes the pixel check. */
function guarded(engine: OcrEngine): OcrEngine {
  return {
    name: engine.name,
    recognize(image) {
      assertImageWithinLimits(image, limits.maxImagePixels);
      return engine.recognize(image);
    },
    close: () => engine.close(),
  };
}

// extraction code loads on first use, and the parsers (pdf.js, mammoth, exceljs) on the first
// file that needs them: a worker that checks an archive or reads a text file starts fast
const parsers = () => import('../../modules/ai/documents/extract-text');
let plain: Promise<TextExtractor> | undefined;
const plainExtractor = () => {
  plain ??= parsers().then(({ createTextExtractor }) => createTextExtractor({ ocr: null, rasterizer: null }));
  return plain;
};
// one tesseract.js worker per file worker, started on first use
let ocr: OcrEngine | undefined;
let withOcr: Promise<TextExtractor> | undefined;

function ocrEngine(): OcrEngine | null {
  if (!limits.ocr || !tesseractAvailable()) return null;
  ocr ??= guarded(createTesseractOcr());
  return ocr;
}

async function ocrExtractor(): Promise<TextExtractor> {
  const engine = ocrEngine();
  if (!engine) return plainExtractor();
  withOcr ??= Promise.all([parsers(), createPopplerRasterizer()]).then(
    ([{ createTextExtractor }, rasterizer]) => createTextExtractor({ ocr: engine, rasterizer }),
  );
  return withOcr;
}

/** The checks every file gets before a parser sees it. */
function check(bytes: Uint8Array): void {
  assertImageWithinLimits(bytes, limits.maxImagePixels);
  if (!isZip(bytes)) return;
  try {
    assertArchiveWithinLimits(bytes, limits);
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) {
      throw new FileRejectedError('FILE_ARCHIVE_TOO_LARGE', {
        max: formatMegabytes(limits.maxUncompressedBytes),
      });
    }
    if (error instanceof ArchiveUnreadableError) throw new FileRejectedError('FILE_UNREADABLE');
    throw error;
  }
}

async function run(task: FileWorkerTask): Promise<unknown> {
  if (task.op === 'warm') {
    await Promise.all([plainExtractor(), import('unpdf'), import('mammoth'), import('exceljs')]);
    return null;
  }
  if (task.op === 'imagePages')
    return (await import('./image-pages')).readImagePages(task.path, task.maxPages);
  check(task.bytes);
  if (task.op === 'check') return null;
  if (task.op === 'sheet') return (await import('./sheet-rows')).readSheetRows(task.bytes, task.limits);
  if (task.op === 'ocr') {
    const engine = ocrEngine();
    if (!engine) throw new FileRejectedError('FILE_UNREADABLE');
    return engine.recognize(task.bytes);
  }
  const extract = await (task.ocr ? ocrExtractor() : plainExtractor());
  return extract(task.file, task.bytes);
}

parentPort!.on('message', async (message: FileWorkerTask & { id: number }) => {
  let reply: WorkerReply;
  try {
    reply = { id: message.id, ok: true, result: await run(message) };
  } catch (error) {
    const rejection = error instanceof FileRejectedError ? error : new FileRejectedError('FILE_UNREADABLE');
    reply = { id: message.id, ok: false, error: { code: rejection.code, params: rejection.params } };
  }
  parentPort!.postMessage(reply);
});
