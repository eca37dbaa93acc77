import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { countLabel } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/errors';
import {
  countOcrPagesSafely,
  type OcrFileTask,
  prepareOcrPageSafely,
  recognizeOcrPageSafely,
} from '../../../lib/files/ocr-in-workers';
import { fileError } from '../../../lib/files/safe-files';
import { isFinalJobError } from '../../../lib/jobs/final-error';
import type { JobContext } from '../../../lib/jobs/types';
import { extractCertidao } from '../certidoes/extract';
import { refineExtraction } from '../certidoes/refine';
import { createCertidaoRefiner } from '../certidoes/refine-service';
import { groupLines, lineText, parseTsv } from '../certidoes/words';
import { recordServiceUse } from '../usage/service';
import { chosenEngine } from './engine-choice';
import { createLimiter } from './limiter';
import type { OcrPurpose } from './page-work';
import type { PageInput } from './pages';
import { unitePdfs } from './pdf-tools';
import { getJob, pagesOf, savePage, updateJob } from './repository';

export const OCR_RETRY_LIMIT = 2;

export function createOcrRunner(deps: AppDeps) {
  const choice = { prefer: deps.config.OCR_ENGINE, model: deps.config.OCR_MODEL };
  const limit = createLimiter(deps.config.OCR_WORKERS ?? availableParallelism());
  const refiner = createCertidaoRefiner(deps.config);
  const keyOf = (id: string, name: string) => `ocr/${id}/${name}`;
  // the usage log bills clients: staff's own OCR (no client) is not recorded there
  const recordUse = async (
    job: { clientId: string | null; userId: string | null; purpose: string },
    outcome: 'ok' | 'erro',
    detail: string,
  ) => {
    if (!job.clientId) return;
    const service = job.purpose === 'certidao' ? 'certidoes' : 'ocr';
    await recordServiceUse(deps.db, { clientId: job.clientId, userId: job.userId, service, outcome, detail });
  };

  async function recognizePage(n: number, input: PageInput, purpose: OcrPurpose) {
    if (input.textWords) {
      return {
        words: input.textWords,
        pdf: input.originalPdf as Buffer,
        png: input.png,
        source: 'texto' as const,
      };
    }
    // in a file worker: one pass for an upright page; an upside-down one is turned and read again
    // (the stored image too)
    const { recognition, png } = await limit(() => recognizeOcrPageSafely(input, choice, purpose));
    return { words: parseTsv(recognition.tsv, n), pdf: recognition.pdf, png, source: 'ocr' as const };
  }

  /** The job handler: resumable page by page (pages already saved are skipped), safe to run twice. */
  async function run(payload: { ocrJobId: string }, ctx: JobContext): Promise<void> {
    const job = await getJob(deps.db, payload.ocrJobId);
    if (!job || job.status === 'concluido' || job.status === 'cancelado' || job.filesPurgedAt) return;
    const dir = await mkdtemp(join(tmpdir(), 'siao-ocrjob-'));
    try {
      await updateJob(deps.db, job.id, { status: 'processando', error: null });
      const stored = await deps.storage.get(job.fileKey);
      if (!stored) throw new AppError('OCR_FILES_PURGED');
      // to disk, never whole in memory: the file workers read it by path
      const file: OcrFileTask = {
        file: join(dir, 'arquivo'),
        kind: job.mime === 'application/pdf' ? 'pdf' : 'image',
        dir,
        maxPages: deps.config.OCR_MAX_PAGES,
        maxPixels: deps.config.MAX_IMAGE_PIXELS,
        redoTextPages: job.redoTextPages,
      };
      await pipeline(stored.body, createWriteStream(file.file));
      const count = await countOcrPagesSafely(file);
      await updateJob(deps.db, job.id, { pagesTotal: count });
      const done = new Set((await pagesOf(deps.db, job.id)).map((p) => p.pageNo));
      for (let n = 1; n <= count; n++) {
        ctx.signal.throwIfAborted();
        if (done.has(n)) continue;
        const input = await limit(() => prepareOcrPageSafely(file, n));
        ctx.signal.throwIfAborted();
        const { words, pdf, png, source: from } = await recognizePage(n, input, job.purpose);
        const imageKey = keyOf(job.id, `pagina-${n}.png`);
        const pdfKey = keyOf(job.id, `pagina-${n}.pdf`);
        await deps.storage.put(imageKey, png);
        await deps.storage.put(pdfKey, pdf);
        const confidence = words.length ? words.reduce((a, w) => a + w.conf, 0) / words.length : 0;
        const text = groupLines(words)
          .map((l) => lineText(l.words))
          .join('\n');
        await savePage(deps.db, {
          jobId: job.id,
          pageNo: n,
          width: input.width,
          height: input.height,
          scanDpi: input.scanDpi,
          source: from,
          text,
          words,
          confidence,
          imageKey,
          pdfKey,
        });
        await updateJob(deps.db, job.id, { pagesDone: n });
        await ctx.progress(n, count);
      }
      await finish(job.id, dir, ctx.signal);
      await recordUse(job, 'ok', countLabel(count, 'página'));
    } catch (err) {
      if (ctx.signal.aborted) return;
      const final = isFinalJobError(err) || ctx.attempt > OCR_RETRY_LIMIT;
      if (!final) throw err;
      const message = isFinalJobError(err)
        ? fileError(err, job.fileName).message
        : 'Falha inesperada no OCR. Tente enviar o arquivo novamente.';
      await updateJob(deps.db, job.id, { status: 'erro', error: message, completedAt: new Date() });
      await recordUse(job, 'erro', message);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Searchable PDF of all pages, the mean confidence and, for a certidão, its extracted fields. */
  async function finish(jobId: string, dir: string, signal: AbortSignal) {
    const job = await getJob(deps.db, jobId);
    if (!job) return;
    const pages = await pagesOf(deps.db, jobId);
    const files: string[] = [];
    for (const page of pages) {
      const stored = await deps.storage.get(page.pdfKey);
      if (!stored) continue;
      const file = join(dir, `s-${page.pageNo}.pdf`);
      await writeFile(file, stored.body);
      files.push(file);
    }
    const searchablePdfKey = keyOf(jobId, 'pesquisavel.pdf');
    await deps.storage.put(searchablePdfKey, await unitePdfs(files, join(dir, 'pesquisavel.pdf')));
    const words = pages.flatMap((p) => p.words);
    const scanDpis = pages.flatMap((p) => (p.scanDpi === null ? [] : [p.scanDpi]));
    const scanDpi = scanDpis.length ? Math.min(...scanDpis) : null;
    const confidence = words.length ? words.reduce((a, w) => a + w.conf, 0) / words.length / 100 : 0;
    let certidao =
      job.purpose === 'certidao'
        ? extractCertidao(words, { reviewConfidence: deps.config.OCR_REVIEW_CONFIDENCE, scanDpi })
        : null;
    if (certidao && refiner) {
      const text = pages.map((p) => p.correctedText ?? p.text).join('\n\n');
      certidao = await refineExtraction(certidao, text, refiner, signal);
    }
    await updateJob(deps.db, jobId, {
      status: 'concluido',
      searchablePdfKey,
      confidence,
      certidao,
      engine: pages.some((p) => p.source === 'ocr') ? chosenEngine(choice.prefer) : 'texto do PDF',
      completedAt: new Date(),
    });
  }

  return { run };
}
