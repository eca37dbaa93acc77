import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/errors';
import { xmlEscape } from '../../../lib/export/safe-text';
import { type OcrJobRow, pagesOf } from './repository';

const baseName = (name: string) => name.replace(/\.[^.]+$/, '') || 'ocr';

/** The text of every page (corrected text when there is one), pages separated by a form feed. */
async function fullText(deps: AppDeps, job: OcrJobRow): Promise<string[]> {
  return (await pagesOf(deps.db, job.id)).map((p) => p.correctedText ?? p.text);
}

export async function ocrDownload(deps: AppDeps, job: OcrJobRow, format: 'pdf' | 'txt' | 'docx') {
  if (job.status !== 'concluido') throw new AppError('OCR_NOT_READY');
  const name = baseName(job.fileName);
  if (format === 'txt') {
    const text = (await fullText(deps, job)).join('\n\f\n');
    return {
      bytes: Buffer.from(text, 'utf8'),
      fileName: `${name}.txt`,
      contentType: 'text/plain; charset=utf-8',
    };
  }
  if (format === 'docx') {
    const pages = await fullText(deps, job);
    const html = pages
      .map((t) =>
        t
          .split('\n')
          .map((l) => `<p>${xmlEscape(l) || '&nbsp;'}</p>`)
          .join(''),
      )
      .join('<p style="page-break-before: always"></p>');
    // loaded on the first .docx download: the converter is slow to import and every other path skips it
    const { default: HTMLtoDOCX } = await import('@turbodocx/html-to-docx');
    const out = await HTMLtoDOCX(`<!DOCTYPE html><html><body>${html}</body></html>`, null, {
      // the title goes into docProps/core.xml as given: escaped by the one export rule
      title: xmlEscape(name),
      creator: 'Sião',
    });
    const bytes = Buffer.isBuffer(out)
      ? out
      : Buffer.from(out instanceof ArrayBuffer ? out : await (out as Blob).arrayBuffer());
    return {
      bytes,
      fileName: `${name}.docx`,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  const stored =
    job.searchablePdfKey && !job.filesPurgedAt ? await deps.storage.get(job.searchablePdfKey) : null;
  if (!stored) throw new AppError('OCR_FILES_PURGED');
  // streamed from storage (disk or S3)
  return { bytes: stored.body, fileName: `${name}-pesquisavel.pdf`, contentType: 'application/pdf' };
}
