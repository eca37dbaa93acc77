import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hasTool, runTool } from './run-tool';

const require = createRequire(import.meta.url);

/** What an engine returns for one page image: word boxes (TSV), text and a one-page searchable PDF. */
export interface PageRecognition {
  tsv: string;
  text: string;
  /** the image with an invisible text layer (tesseract's PDF renderer) */
  pdf: Buffer;
}

export interface OcrEngine {
  readonly name: 'tesseract' | 'tesseract.js';
  recognize(png: Buffer, signal?: AbortSignal): Promise<PageRecognition>;
  close(): Promise<void>;
}

/** The native binary (Debian `tesseract-ocr-por`): one process per page, one thread. */
export function createNativeEngine(): OcrEngine {
  return {
    name: 'tesseract',
    async recognize(png, signal) {
      const dir = await mkdtemp(join(tmpdir(), 'siao-ocr-'));
      try {
        await writeFile(join(dir, 'in.png'), png);
        const base = join(dir, 'out');
        await runTool(
          'tesseract',
          [join(dir, 'in.png'), base, '-l', 'por', '--dpi', '300', 'tsv', 'txt', 'pdf'],
          signal,
        );
        const [tsv, text, pdf] = await Promise.all([
          readFile(`${base}.tsv`, 'utf8'),
          readFile(`${base}.txt`, 'utf8'),
          readFile(`${base}.pdf`),
        ]);
        return { tsv, text, pdf };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async close() {},
  };
}

type Worker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;

/**
 * tesseract.js with the Portuguese data of `@tesseract.js-data/por` (best_int): `langPath` at the
 * installed package and no cache, or it would download from a CDN. One worker, made on first use.
 */
export function createWasmEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  async function start(): Promise<Worker> {
    const { createWorker, OEM } = await import('tesseract.js');
    const langPath = join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');
    return createWorker('por', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
  }
  return {
    name: 'tesseract.js',
    async recognize(png, signal) {
      worker ??= start();
      const w = await worker;
      signal?.throwIfAborted();
      const { data } = await w.recognize(png, { pdfTitle: 'OCR' }, { text: true, tsv: true, pdf: true });
      return { tsv: data.tsv ?? '', text: data.text, pdf: Buffer.from(data.pdf ?? []) };
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await (await current).terminate();
    },
  };
}

/** The native binary when installed (faster: figures from bench/ocr-certidoes.ts in the README), tesseract.js otherwise. */
export function createOcrEngine(prefer: 'auto' | 'tesseract' | 'tesseract.js' = 'auto'): OcrEngine {
  if (prefer === 'tesseract.js' || (prefer === 'auto' && !hasTool('tesseract'))) return createWasmEngine();
  return createNativeEngine();
}
