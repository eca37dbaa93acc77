import { existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  chosenEngine,
  OCR_DEFAULT_MODEL,
  type OcrEngineName,
  type OcrEnginePreference,
  type OcrModel,
} from './engine-choice';
import { runTool } from './run-tool';

const require = createRequire(import.meta.url);

const SYSTEM_TESSDATA = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata'];
const systemTessdata = () =>
  [process.env.TESSDATA_PREFIX, ...SYSTEM_TESSDATA].find((d) => d && existsSync(join(d, 'por.traineddata')));
const bestIntDir = () =>
  join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');

/** A tessdata folder holding `por.traineddata` of that model, for the native binary. */
function tessdataFor(model: OcrModel): string | undefined {
  if (model === 'fast') return systemTessdata();
  const dir = join(tmpdir(), 'siao-tessdata-best_int');
  const file = join(dir, 'por.traineddata');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, gunzipSync(readFileSync(join(bestIntDir(), 'por.traineddata.gz'))));
    renameSync(partial, file);
  }
  // the output configs (tsv, txt, pdf) and the PDF renderer's font live beside the system's data
  const system = systemTessdata();
  for (const name of ['configs', 'tessconfigs', 'pdf.ttf']) {
    if (system && existsSync(join(system, name)) && !existsSync(join(dir, name))) {
      symlinkSync(join(system, name), join(dir, name));
    }
  }
  return dir;
}

/** What an engine returns for one page image: word boxes (TSV), text and a one-page searchable PDF. */
export interface PageRecognition {
  tsv: string;
  text: string;
  /** the image with an invisible text layer (tesseract's PDF renderer) */
  pdf: Buffer;
}

export interface OcrEngine {
  readonly name: OcrEngineName;
  readonly model: OcrModel;
  recognize(png: Buffer, signal?: AbortSignal): Promise<PageRecognition>;
  close(): Promise<void>;
}

/** The native binary (Debian `tesseract-ocr-por`): one process per page, one thread. */
function createNativeEngine(model: OcrModel = 'fast'): OcrEngine {
  const tessdata = tessdataFor(model);
  return {
    name: 'tesseract',
    model,
    async recognize(png, signal) {
      const dir = await mkdtemp(join(tmpdir(), 'siao-ocr-'));
      try {
        await writeFile(join(dir, 'in.png'), png);
        const base = join(dir, 'out');
        await runTool(
          'tesseract',
          [
            join(dir, 'in.png'),
            base,
            ...(tessdata ? ['--tessdata-dir', tessdata] : []),
            '-l',
            'por',
            '--dpi',
            '300',
            'tsv',
            'txt',
            'pdf',
          ],
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

/**
 * Reads a sheet of cut-out words (`reread.ts`) with the native binary and the `best_int` model, as
 * uniform lines of text (`--psm 6`); its TSV.
 */
export async function readSheetBestInt(png: Buffer, signal?: AbortSignal): Promise<string> {
  const tessdata = tessdataFor('best_int');
  const dir = await mkdtemp(join(tmpdir(), 'siao-reread-'));
  try {
    await writeFile(join(dir, 'in.png'), png);
    const args = [join(dir, 'in.png'), 'stdout', '--tessdata-dir', tessdata ?? '', '-l', 'por'];
    // black words on white: no inverted-text pass
    const options = ['--psm', '6', '--dpi', '300', '-c', 'tessedit_do_invert=0', 'tsv'];
    return (await runTool('tesseract', [...args, ...options], signal)).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Worker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;

/**
 * tesseract.js with installed Portuguese data (`@tesseract.js-data/por` best_int, or Debian's fast
 * file when installed): `langPath` at a local folder and no cache, or it would download from a
 * CDN. One worker, made on first use.
 */
export function createWasmEngine(model: OcrModel = 'best_int'): OcrEngine {
  let worker: Promise<Worker> | undefined;
  const system = model === 'fast' ? systemTessdata() : undefined;
  const used: OcrModel = system ? 'fast' : 'best_int';
  async function start(): Promise<Worker> {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const langPath = system ?? bestIntDir();
    const w = await createWorker('por', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: !system });
    // the binary's defaults: automatic page layout (tesseract.js reads one block by default, which
    // mixes the columns of a grid certidão) and the page's 300 dpi
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
    return w;
  }
  return {
    name: 'tesseract.js',
    model: used,
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

/**
 * The engine `chosenEngine` names (the native binary when installed, tesseract.js otherwise). Runs
 * only in a file worker (lib/files/file-worker.ts); the bench and the accuracy test call it directly.
 */
export function createOcrEngine(
  prefer: OcrEnginePreference = 'auto',
  model: OcrModel = OCR_DEFAULT_MODEL,
): OcrEngine {
  return chosenEngine(prefer) === 'tesseract.js' ? createWasmEngine(model) : createNativeEngine(model);
}
