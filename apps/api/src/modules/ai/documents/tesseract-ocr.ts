import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OcrEngine, OcrResult } from './ocr-engine';

const require = createRequire(import.meta.url);

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;

/**
 * tesseract.js with the Portuguese data shipped in `@tesseract.js-data/por` (4.0.0_best_int).
 * `langPath` must point at the installed package and caching be off, or tesseract.js tries to
 * download the data from a CDN, which fails offline. One worker, created on first use.
 */
export function createTesseractOcr(options: { timeoutMs?: number } = {}): OcrEngine {
  let worker: Promise<TesseractWorker> | undefined;
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function start(): Promise<TesseractWorker> {
    const { createWorker, OEM } = await import('tesseract.js');
    const langPath = join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');
    return createWorker('por', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
  }

  return {
    name: 'tesseract.js',
    async recognize(image: Uint8Array): Promise<OcrResult> {
      worker ??= start();
      const ready = await worker;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('OCR timed out')), timeoutMs);
      });
      try {
        const { data } = await Promise.race([ready.recognize(Buffer.from(image)), timeout]);
        return { text: data.text, confidence: data.confidence };
      } finally {
        clearTimeout(timer);
      }
    },
    async close(): Promise<void> {
      const current = worker;
      worker = undefined;
      if (current) await (await current).terminate();
    },
  };
}

/** Whether tesseract.js and its Portuguese data are installed (OCR is skipped, with a note, if not). */
export function tesseractAvailable(): boolean {
  try {
    require.resolve('tesseract.js');
    require.resolve('@tesseract.js-data/por/package.json');
    return true;
  } catch {
    return false;
  }
}
