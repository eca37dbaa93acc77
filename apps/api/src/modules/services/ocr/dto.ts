import type { OcrJobSummary, OcrPage } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { OcrJobRow, OcrPageRow } from './repository';

const LINK_TTL_SECONDS = 900;

export function toSummary(row: OcrJobRow): OcrJobSummary {
  return {
    id: row.id,
    file_name: row.fileName,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    status: row.status,
    pages_done: row.pagesDone,
    pages_total: row.pagesTotal,
    confidence: row.confidence,
    engine: row.engine,
    error: row.error,
    files_purged: row.filesPurgedAt !== null,
    batch_id: row.batchId,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function toPage(deps: AppDeps, job: OcrJobRow, page: OcrPageRow): OcrPage {
  const image_url = job.filesPurgedAt
    ? null
    : `/api/files/${deps.files.sign({ key: page.imageKey, name: `pagina-${page.pageNo}.png`, contentType: 'image/png' }, LINK_TTL_SECONDS)}`;
  return {
    page: page.pageNo,
    width: page.width,
    height: page.height,
    source: page.source,
    confidence: page.confidence,
    text: page.correctedText ?? page.text,
    recognized_text: page.text,
    corrected: page.correctedText !== null,
    words: page.words.map(({ text, conf, x, y, w, h }) => ({ text, conf, x, y, w, h })),
    image_url,
  };
}
