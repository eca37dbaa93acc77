import { fieldValueWords } from '../certidoes/field-words';
import { OCR_DEFAULT_MODEL, type OcrEngineChoice } from './engine-choice';
import { createOcrEngine, type OcrEngine, type PageRecognition, readSheetBestInt } from './engines';
import { type OcrFileKind, openPages, type PageInput } from './pages';
import type { OcrJobRow } from './repository';
import { rereadDoubtfulWords } from './reread';
import { type PageToRecognize, recognizeUpright } from './upright';

/**
 * The OCR job's reading and rendering, as the file workers run it (lib/files/file-worker.ts): the
 * job's thread only moves files and rows; sharp, poppler's renders and Tesseract run here, under the
 * workers' memory and time limits. The job calls these through `lib/files/ocr-in-workers.ts`.
 */

/** What the job is for: a certidão's fields, or the text of any document (the job's column). */
export type OcrPurpose = OcrJobRow['purpose'];

/** One file of an OCR job, written to disk by the job (workers read it by path, never whole in a message). */
export interface OcrFileTask {
  file: string;
  kind: OcrFileKind;
  /** the job's scratch folder (renders, extracted images) */
  dir: string;
  maxPages: number;
  maxPixels: number;
  redoTextPages: boolean;
}

const open = (task: OcrFileTask) =>
  openPages(
    task.file,
    task.kind,
    task.dir,
    { maxPages: task.maxPages, maxPixels: task.maxPixels },
    { redoTextPages: task.redoTextPages },
  );

/** The file's pages, after the checks (page count and size, a readable image): a refusal is an AppError. */
export async function countOcrPages(task: OcrFileTask): Promise<number> {
  return (await open(task)).count;
}

/** Page `n` ready for OCR (preprocessed) or read from the PDF's text layer. */
export async function prepareOcrPage(task: OcrFileTask & { n: number }): Promise<PageInput> {
  return (await open(task)).page(task.n);
}

// one engine per worker and choice, started on first use (tesseract.js costs seconds to start)
const engines = new Map<string, OcrEngine>();

/**
 * One page read by Tesseract, turned upright when it reads upside down (`recognizeUpright`); with the
 * native binary and the `fast` model, its doubtful words are read again by `best_int` (`reread.ts`):
 * for a certidão only the words of its fields' values (a label or the issuing office read again
 * changes no field), for other documents every word of the page.
 */
export async function recognizeOcrPage(
  page: PageToRecognize,
  choice: OcrEngineChoice,
  purpose: OcrPurpose = 'ocr',
): Promise<{ recognition: PageRecognition; png: Buffer; turned: boolean; engine: string }> {
  const key = `${choice.prefer}:${choice.model ?? OCR_DEFAULT_MODEL}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = createOcrEngine(choice.prefer, choice.model);
    engines.set(key, engine);
  }
  const read = await recognizeUpright(engine, page);
  if (engine.name === 'tesseract' && engine.model === 'fast') {
    const { tsv } = await rereadDoubtfulWords(read.png, read.recognition.tsv, readSheetBestInt, {
      among: purpose === 'certidao' ? fieldValueWords : undefined,
    });
    read.recognition = { ...read.recognition, tsv };
  }
  return { ...read, engine: engine.name };
}
