import type { AppDeps } from '../../../deps';
import { jobsToPurge, pagesOf, updateJob } from './repository';

const DAY_MS = 86_400_000;

/** LGPD: deletes the files of jobs older than OCR_RETENTION_DAYS; the job record (and text) stays. */
export async function purgeExpiredOcrFiles(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - deps.config.OCR_RETENTION_DAYS * DAY_MS);
  const jobs = await jobsToPurge(deps.db, before);
  for (const job of jobs) {
    const pages = await pagesOf(deps.db, job.id);
    const keys = [job.fileKey, job.searchablePdfKey, ...pages.flatMap((p) => [p.imageKey, p.pdfKey])];
    for (const key of keys) if (key) await deps.storage.delete(key);
    await updateJob(deps.db, job.id, { filesPurgedAt: now });
  }
  return jobs.length;
}
