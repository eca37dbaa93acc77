import type { AppDeps } from '../../../deps';
import { defineJob } from '../../../lib/jobs/types';
import { createOcrRunner, OCR_RETRY_LIMIT } from './process';

export const OCR_JOB = 'ocr-file';
/**
 * The OCR files' own daily purge until the LGPD retention table took it over (`lgpd-retention`, rule
 * `arquivos_ocr`). Declared without cron so a database that still has its schedule loses it at start.
 */
const RETIRED_OCR_PURGE_JOB = 'ocr-retention';

/** OCR of one uploaded file (resumable page by page). The files' retention: modules/retention.ts. */
export function ocrJobs(deps: AppDeps) {
  const runner = createOcrRunner(deps);
  return [
    defineJob<{ ocrJobId: string }>({
      name: OCR_JOB,
      retryLimit: OCR_RETRY_LIMIT,
      retryDelaySeconds: 30,
      expireInSeconds: 3600,
      handler: (payload, ctx) => runner.run(payload, ctx),
    }),
    defineJob<Record<string, never>>({ name: RETIRED_OCR_PURGE_JOB, handler: async () => {} }),
  ];
}
