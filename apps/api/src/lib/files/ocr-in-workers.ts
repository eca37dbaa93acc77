import type { OcrEngineChoice } from '../../modules/services/ocr/engine-choice';
import type { PageRecognition } from '../../modules/services/ocr/engines';
import type { OcrFileTask, OcrPurpose } from '../../modules/services/ocr/page-work';
import type { PageInput } from '../../modules/services/ocr/pages';
import type { PageToRecognize } from '../../modules/services/ocr/upright';
import { runInWorker } from './safe-files';

/**
 * The OCR job's file work, each step a task of the file workers (their memory and time limits,
 * FILE_WORKERS at once with every other file of the process): the job's thread never loads sharp or
 * Tesseract. A refusal (pages, page size, an unreadable image) comes back as the job's AppError, a
 * worker over its limits as FileRejectedError: both final (`isFinalJobError`). Another failure
 * (a tool killed, a full disk) is a plain Error, for the queue's next attempt.
 */

export type { OcrFileTask };

/** Bytes come back from a worker as Uint8Array: the storage and the PDF tools take Buffers. */
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Pages of the file, after its checks (page count and size, a readable image). */
export const countOcrPagesSafely = (task: OcrFileTask) => runInWorker<number>({ op: 'ocrPages', task });

/** Page `n`, preprocessed for OCR or read from the PDF's text layer. */
export async function prepareOcrPageSafely(task: OcrFileTask, n: number): Promise<PageInput> {
  const page = await runInWorker<PageInput>({ op: 'ocrPage', task, n });
  return { ...page, png: buffer(page.png), originalPdf: page.originalPdf && buffer(page.originalPdf) };
}

/** One page read by Tesseract (turned when it reads upside down); `engine` names the one used. */
export async function recognizeOcrPageSafely(
  page: PageToRecognize,
  engine: OcrEngineChoice,
  purpose: OcrPurpose = 'ocr',
): Promise<{ recognition: PageRecognition; png: Buffer; turned: boolean; engine: string }> {
  const { png, width, height, orientationKnown, bilevel } = page;
  const read = await runInWorker<Awaited<ReturnType<typeof recognizeOcrPageSafely>>>({
    op: 'ocrRead',
    page: { png, width, height, orientationKnown, bilevel },
    engine,
    purpose,
  });
  return {
    ...read,
    png: buffer(read.png),
    recognition: { ...read.recognition, pdf: buffer(read.recognition.pdf) },
  };
}
