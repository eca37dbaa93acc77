import { parentPort, workerData } from 'node:worker_threads';
import { formatMegabytes } from '@siao/shared/format';
import type { TextExtractor } from '../../modules/ai/documents/extract-text';
import type { OcrEngine } from '../../modules/ai/documents/ocr-engine';
import { createPopplerRasterizer } from '../../modules/ai/documents/poppler-rasterizer';
import { createTesseractOcr, tesseractAvailable } from '../../modules/ai/documents/tesseract-ocr';
import type { OcrEngineChoice } from '../../modules/services/ocr/engine-choice';
import type { OcrFileTask, OcrPurpose } from '../../modules/services/ocr/page-work';
import type { PageToRecognize } from '../../modules/services/ocr/upright';
import { AppError } from '../errors';
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
  | { op: 'extract'; file: DetectedFile; bytes: Uint8Array; ocr: boolean }
  | { op: 'ocrPages'; task: OcrFileTask }
  | { op: 'ocrPage'; task: OcrFileTask; n: number }
  | { op: 'ocrRead'; page: PageToRecognize; engine: OcrEngineChoice; purpose?: OcrPurpose };

/** The OCR job's tasks: a failure that is not a refusal may pass on the job's next attempt. */
const jobOps = new Set<FileWorkerTask['op']>(['ocrPages', 'ocrPage', 'ocrRead']);

/** A refusal (or, for the OCR job, any failure) as plain data for the main thread (safe-files.ts). */
export type FileWorkerError =
  | { code: FileRejectedError['code']; params: FileRejectedError['params'] }
  | { appError: AppError['code']; message: string }
  | { failure: string };

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
  if (task.op === 'ocrPages') return (await ocrJob()).countOcrPages(task.task);
  if (task.op === 'ocrPage') return (await ocrJob()).prepareOcrPage({ ...task.task, n: task.n });
  if (task.op === 'ocrRead') {
    const png = Buffer.from(task.page.png.buffer, task.page.png.byteOffset, task.page.png.byteLength);
    return (await ocrJob()).recognizeOcrPage({ ...task.page, png }, task.engine, task.purpose);
  }
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

/** The OCR job's page work (sharp, poppler, Tesseract), loaded on its first page. */
const ocrJob = () => import('../../modules/services/ocr/page-work');

function replyError(error: unknown, op: FileWorkerTask['op']): FileWorkerError {
  if (error instanceof FileRejectedError) return { code: error.code, params: error.params };
  // the job's own Portuguese refusals (pages, an encrypted PDF, an unreadable image): final
  if (error instanceof AppError) return { appError: error.code, message: error.message };
  // a tool that failed for another reason (a full disk, a killed process) may pass on a retry
  if (jobOps.has(op)) return { failure: error instanceof Error ? error.message : String(error) };
  return { code: 'FILE_UNREADABLE', params: {} };
}

parentPort!.on('message', async (message: FileWorkerTask & { id: number }) => {
  let reply: WorkerReply;
  try {
    reply = { id: message.id, ok: true, result: await run(message) };
  } catch (error) {
    reply = { id: message.id, ok: false, error: replyError(error, message.op) };
  }
  parentPort!.postMessage(reply);
});
