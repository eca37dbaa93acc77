import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PdfRasterizer } from './ocr-engine';

const run = promisify(execFile);

/** `pdftoppm` (poppler-utils) renders scanned pages; absent binary → null, and OCR of PDFs is skipped. */
export async function createPopplerRasterizer(binary = 'pdftoppm'): Promise<PdfRasterizer | null> {
  try {
    await run(binary, ['-v']);
  } catch (error) {
    // pdftoppm -v exits 0 on recent poppler, 99 on old ones; only "not found" means absent
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  }
  return {
    async rasterize(pdf, { maxPages, dpi }) {
      const dir = await mkdtemp(join(tmpdir(), 'siao-ocr-'));
      try {
        const input = join(dir, 'input.pdf');
        await writeFile(input, pdf);
        await run(
          binary,
          ['-r', String(dpi), '-gray', '-png', '-f', '1', '-l', String(maxPages), input, join(dir, 'page')],
          {
            timeout: 60_000,
          },
        );
        const pages = (await readdir(dir)).filter((name) => name.startsWith('page')).sort();
        return Promise.all(pages.map((name) => readFile(join(dir, name))));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
