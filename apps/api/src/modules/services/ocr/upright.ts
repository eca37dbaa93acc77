import sharp from 'sharp';
import { parseTsv } from '../certidoes/words';
import { encodeBilevelPng } from './bilevel-png';
import { OCR_DPI } from './engine-choice';
import type { OcrEngine, PageRecognition } from './engines';
import { orientationOfPage } from './preprocess';
import { hasTool } from './run-tool';

/**
 * Mean word confidence (0–100) below which a page whose orientation is not known yet may be upside
 * down. Measured on the test set: upright pages 91–96 in every band, the same pages turned 180°
 * 35–43.
 */
const UPRIGHT_CONFIDENCE = 70;

function meanConfidence(tsv: string): number {
  const words = parseTsv(tsv, 1);
  return words.length ? words.reduce((a, w) => a + w.conf, 0) / words.length : 0;
}

export interface PageToRecognize {
  png: Buffer;
  width: number;
  height: number;
  /** false when the page may still be upside down (see `preprocessImage`) */
  orientationKnown: boolean;
  bilevel: boolean;
}

async function turned(page: PageToRecognize): Promise<Buffer> {
  const image = sharp(page.png).rotate(180);
  if (!page.bilevel)
    return image.toColourspace('b-w').png({ compressionLevel: 3 }).withDensity(OCR_DPI).toBuffer();
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return encodeBilevelPng(data, info.width, info.height, OCR_DPI);
}

/**
 * Recognises a page once; only when its orientation is still open and the text reads with a low
 * confidence does it ask `--psm 0` (or, without the native binary, simply try the page turned 180°)
 * and read the turned page again, keeping the better reading. Upright pages cost one pass and no OSD.
 */
export async function recognizeUpright(
  engine: OcrEngine,
  page: PageToRecognize,
  signal?: AbortSignal,
): Promise<{ recognition: PageRecognition; png: Buffer; turned: boolean }> {
  const first = await engine.recognize(page.png, signal);
  if (page.orientationKnown) return { recognition: first, png: page.png, turned: false };
  const confidence = meanConfidence(first.tsv);
  if (confidence >= UPRIGHT_CONFIDENCE) return { recognition: first, png: page.png, turned: false };
  // OSD leaning to 180° at all is enough to try: the turned reading is kept only when it reads
  // better (a grey page upscaled from 200 dpi, upside down: 180° at a confidence of 1.35)
  if (hasTool('tesseract') && (await orientationOfPage(page.png, page.width, 0)) !== 180) {
    return { recognition: first, png: page.png, turned: false };
  }
  const png = await turned(page);
  const second = await engine.recognize(png, signal);
  return meanConfidence(second.tsv) > confidence
    ? { recognition: second, png, turned: true }
    : { recognition: first, png: page.png, turned: false };
}
