import { hasTool } from './run-tool';

/** Resolution Tesseract reads best; smaller scans are upscaled to it (at most 2×). */
export const OCR_DPI = 300;
/** Pixel budget of any image we decode (the upload check refuses bigger headers before this). */
export const OCR_MAX_PIXELS = 100_000_000;

/**
 * Portuguese trained data, both installed with the project (no download at run time): `fast` is
 * Debian's `tesseract-ocr-por` (tessdata_fast), `best_int` is `@tesseract.js-data/por` 4.0.0_best_int.
 */
export type OcrModel = 'fast' | 'best_int';
export type OcrEngineName = 'tesseract' | 'tesseract.js';
export type OcrEnginePreference = 'auto' | OcrEngineName;

/** The engine and model the OCR job asks the file workers for (OCR_ENGINE, OCR_MODEL). */
export interface OcrEngineChoice {
  prefer: OcrEnginePreference;
  model?: OcrModel;
}

/** The model with the better accuracy per second on the test set (bench/ocr-certidoes.ts; docs/decisions/0004-modelo-ocr-fast.md). */
export const OCR_DEFAULT_MODEL: OcrModel = 'fast';

/** The native binary when installed (faster; docs/decisions/0003-tesseract-nativo-com-reserva-wasm.md), tesseract.js otherwise. */
export function chosenEngine(prefer: OcrEnginePreference = 'auto'): OcrEngineName {
  return prefer === 'tesseract.js' || (prefer === 'auto' && !hasTool('tesseract'))
    ? 'tesseract.js'
    : 'tesseract';
}
