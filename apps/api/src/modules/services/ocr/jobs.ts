import type { AppDeps } from '../../../deps';
import { defineJob } from '../../../lib/jobs/types';
import { createOcrRunner, OCR_RETRY_LIMIT } from './process';
import { purgeExpiredOcrFiles } from './retention';

export const OCR_JOB = 'ocr-file';
const OCR_PURGE_JOB = 'ocr-retention';

/** OCR of one uploaded file (resumable page by page) and the daily LGPD purge of old files. */
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
    defineJob<Record<string, never>>({
      name: OCR_PURGE_JOB,
      cron: '30 3 * * *',
      handler: async () => {
        await purgeExpiredOcrFiles(deps, new Date());
      },
    }),
  ];
}
