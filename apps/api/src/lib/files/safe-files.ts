import type { z } from 'zod';
import { configSchema } from '../../config';
import type { ExtractionResult } from '../../modules/ai/documents/extract-text';
import type { OcrEngine, OcrResult } from '../../modules/ai/documents/ocr-engine';
import { tesseractAvailable } from '../../modules/ai/documents/tesseract-ocr';
import { AppError } from '../errors';
import type { DetectedFile } from './detect-type';
import { assertImageWithinLimits, FileRejectedError, type FileRejectionCode } from './file-rejection';
import type { FileWorkerData, FileWorkerError, FileWorkerTask } from './file-worker';
import type { ImagePages } from './image-pages';
import type { SheetRows, SheetRowsLimits } from './sheet-rows';
import { createWorkerPool, WorkerFailedError, type WorkerPool } from './worker-pool';
import { isZip } from './zip-guard';

export interface FileSafetySettings extends FileWorkerData {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
}

/** The configuration this module reads (defaults from the one config schema). */
const settingsSchema = configSchema.pick({
  MAX_IMAGE_PIXELS: true,
  MAX_UNCOMPRESSED_BYTES: true,
  MAX_COMPRESSION_RATIO: true,
  FILE_WORKERS: true,
  FILE_WORKER_TIMEOUT_MS: true,
  FILE_WORKER_MEMORY_MB: true,
  OCR_ENABLED: true,
  NODE_ENV: true,
});

export function fileSafetyFromConfig(config: z.infer<typeof settingsSchema>): FileSafetySettings {
  return {
    maxImagePixels: config.MAX_IMAGE_PIXELS,
    maxUncompressedBytes: config.MAX_UNCOMPRESSED_BYTES,
    maxCompressionRatio: config.MAX_COMPRESSION_RATIO,
    workers: config.FILE_WORKERS,
    timeoutMs: config.FILE_WORKER_TIMEOUT_MS,
    memoryMb: config.FILE_WORKER_MEMORY_MB,
    // tesseract workers cost seconds to start: off in tests unless a test asks for it
    ocr: config.OCR_ENABLED ?? config.NODE_ENV !== 'test',
  };
}

/**
 * One pool of file workers per process (like libuv's thread pool): every caller — chat
 * attachments, Documentos uploads, background jobs — parses files through it, so at most
 * FILE_WORKERS hostile files are being parsed at once, whoever sent them.
 */
let settings: FileSafetySettings = fileSafetyFromConfig(settingsSchema.parse({}));
let pool: WorkerPool | undefined;

/** Called by buildApp with the app's configuration; a change of limits restarts the workers. */
export function configureFileSafety(next: FileSafetySettings): void {
  if (JSON.stringify(next) === JSON.stringify(settings)) return;
  void pool?.close();
  pool = undefined;
  settings = next;
}

export async function closeFileWorkers(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}

function workers(): WorkerPool {
  const { workers: size, timeoutMs, memoryMb, ...workerData } = settings;
  pool ??= createWorkerPool({
    entry: new URL('./file-worker-entry.mjs', import.meta.url),
    size,
    timeoutMs,
    memoryMb,
    workerData,
  });
  return pool;
}

/**
 * Starts every file worker and loads the parsers (seconds on a busy machine), so the first
 * upload after a start does not pay for it. The server calls it after listening.
 */
export async function warmFileWorkers(): Promise<void> {
  const pool = workers();
  await Promise.all(Array.from({ length: settings.workers }, () => pool.run({ op: 'warm' })));
}

/**
 * Runs one task in a file worker. Throws FileRejectedError for a refusal or a worker over its
 * limits (FILE_PROCESSING_FAILED), the AppError a job's own check threw, or a plain Error for an
 * OCR job's failure that a retry may fix.
 */
export async function runInWorker<T>(task: Exclude<FileWorkerTask, { op: 'warm' }>): Promise<T> {
  try {
    if (!('bytes' in task)) return await workers().run<T>(task);
    // a private copy (Buffer#slice would share memory), transferred: the caller keeps its bytes,
    // and a pooled Buffer's shared ArrayBuffer is never detached
    const bytes = new Uint8Array(task.bytes);
    return await workers().run<T>({ ...task, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    if (error instanceof WorkerFailedError) throw new FileRejectedError('FILE_PROCESSING_FAILED');
    const reply = error as FileWorkerError;
    if ('appError' in reply) throw new AppError(reply.appError, { message: reply.message });
    if ('failure' in reply) throw new Error(reply.failure);
    throw new FileRejectedError(reply.code as FileRejectionCode, reply.params);
  }
}

/** The pixel check alone, on the request thread: it reads a few header bytes. */
export function assertImageHeaderSafe(bytes: Uint8Array): void {
  assertImageWithinLimits(bytes, settings.maxImagePixels);
}

/**
 * Every check before a file is accepted: image header (here) and, for zip-based files, the
 * inflation caps (in a worker: inflating up to the cap takes a moment).
 */
export async function assertFileSafe(bytes: Uint8Array): Promise<void> {
  assertImageHeaderSafe(bytes);
  if (isZip(bytes)) await runInWorker({ op: 'check', bytes });
}

/**
 * Text extraction (PDF, DOCX, XLSX, OCR of images and scanned PDFs) in a file worker, after the
 * same checks. Throws FileRejectedError; `fileError` turns it into the answer.
 */
export async function extractTextSafely(
  file: DetectedFile,
  bytes: Uint8Array,
  options: { ocr: boolean },
): Promise<ExtractionResult> {
  assertImageHeaderSafe(bytes);
  return runInWorker<ExtractionResult>({ op: 'extract', file, bytes, ocr: options.ocr });
}

/**
 * The rows of an XLSX's first sheet, read in a file worker after the zip checks, stopping at the
 * limits (see sheet-rows.ts). Throws FileRejectedError; `fileError` turns it into the answer.
 */
export function readSheetSafely(bytes: Uint8Array, limits: SheetRowsLimits): Promise<SheetRows> {
  return runInWorker<SheetRows>({ op: 'sheet', bytes, limits });
}

/**
 * Pages of an image file on disk and their header sizes, read by sharp in a file worker: no image
 * library runs on the request thread. Throws FileRejectedError when sharp cannot read it.
 */
export function readImagePagesSafely(path: string, maxPages: number): Promise<ImagePages> {
  return runInWorker<ImagePages>({ op: 'imagePages', path, maxPages });
}

/** OCR of one image in a file worker, after the pixel check: tesseract.js never runs here. */
export const workerOcr: OcrEngine = {
  name: 'tesseract.js (worker)',
  async recognize(image) {
    assertImageHeaderSafe(image);
    return runInWorker<OcrResult>({ op: 'ocr', bytes: image });
  },
  close: closeFileWorkers,
};

/** Whether OCR runs in this process (configuration, and tesseract.js installed). */
export const ocrEnabled = () => settings.ocr && tesseractAvailable();

/** A rejection (or any failure while reading a file) as the Portuguese 422 naming the file. */
export function fileError(error: unknown, name: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof FileRejectedError)
    return new AppError(error.code, { params: { ...error.params, name } });
  return new AppError('FILE_UNREADABLE', { params: { name } });
}
