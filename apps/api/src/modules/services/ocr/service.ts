import type { OcrJobDetail } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { toPage, toSummary } from './dto';
import { correctPageText, findJob, type OcrJobRow, pagesOf, updateJob, type Viewer } from './repository';

export function viewerOf(auth: AuthContext): Viewer {
  return { clientId: auth.clientId, staff: auth.role !== 'cliente' };
}

/** The job or 404 (a client never learns that another client's job exists). */
export async function requireJob(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  purpose: OcrJobRow['purpose'],
): Promise<OcrJobRow> {
  const job = await findJob(deps.db, viewerOf(auth), id);
  if (!job || job.purpose !== purpose) throw new AppError('OCR_JOB_NOT_FOUND');
  return job;
}

export async function jobDetail(deps: AppDeps, job: OcrJobRow): Promise<OcrJobDetail> {
  const pages = await pagesOf(deps.db, job.id);
  return { ...toSummary(job), pages: pages.map((p) => toPage(deps, job, p)) };
}

export async function correctText(
  deps: AppDeps,
  auth: AuthContext,
  job: OcrJobRow,
  page: number,
  text: string,
) {
  const pages = await pagesOf(deps.db, job.id);
  if (!pages.some((p) => p.pageNo === page)) throw new AppError('OCR_PAGE_NOT_FOUND');
  await correctPageText(deps.db, job.id, page, text, auth.userId);
}

/** Stops a queued or running job; what was recognised so far is kept. */
export async function cancelJob(deps: AppDeps, job: OcrJobRow) {
  if (job.status !== 'fila' && job.status !== 'processando') return;
  await updateJob(deps.db, job.id, { status: 'cancelado', completedAt: new Date() });
  if (job.queueJobId) await deps.jobs.cancel(job.queueJobId);
}
