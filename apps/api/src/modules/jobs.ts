import type { AppDeps } from '../deps';
import { pruneJobProgress } from '../lib/jobs/progress-repository';
import { type Repairer, reconcilerJob } from '../lib/jobs/reconciler';
import type { JobDefinition } from '../lib/jobs/types';
import { mailSendJob } from '../lib/mail/mail-job';
import { documentJobs } from './documents/jobs';
import { faturasJobs } from './faturas/jobs';
import { learningJobs } from './learning/jobs';
import { retentionJob } from './retention';
import { cnibBatchRepairer } from './services/cnib/batch-service';
import { cnibJobs } from './services/cnib/jobs';
import { cnibMonitoringRepairer } from './services/cnib/monitoring';
import { ocrJobs } from './services/ocr/jobs';

/** Every area's background jobs. A new area adds its definitions here. */
export function moduleJobs(deps: AppDeps): JobDefinition[] {
  return [
    mailSendJob(deps.mailTransport),
    ...faturasJobs(deps),
    ...documentJobs(deps),
    ...learningJobs(deps),
    ...cnibJobs(deps),
    ...ocrJobs(deps),
    retentionJob(deps),
    reconcilerJob(moduleRepairers(deps), deps.log),
  ];
}

/**
 * What the reconciler repairs every 10 minutes (lib/jobs/reconciler.ts). A module whose follow-up can be
 * lost adds its repair here: "X without Y gets Y", idempotent.
 */
export function moduleRepairers(deps: AppDeps): Repairer[] {
  return [
    { name: 'job_progress_pruned', repair: () => pruneJobProgress(deps.db) },
    cnibBatchRepairer(deps),
    cnibMonitoringRepairer(deps),
  ];
}
