import type { AppDeps } from '../../../deps';
import { defineJob, type JobDefinition } from '../../../lib/jobs/types';
import { CNIB_BATCH_JOB, runBatch } from './batch-service';
import { CNIB_MONITORING_JOB, runMonitoring } from './monitoring';

/** CNIB background work: batches (progress kept in cnib_batches, so a restart resumes) and monitoring. */
export function cnibJobs(deps: AppDeps): JobDefinition[] {
  return [
    defineJob<{ batchId: string }>({
      name: CNIB_BATCH_JOB,
      retryLimit: 3,
      expireInSeconds: 3600,
      handler: (payload, ctx) => runBatch(deps, payload.batchId, ctx),
    }) as JobDefinition,
    defineJob<Record<string, never>>({
      name: CNIB_MONITORING_JOB,
      cron: '0 6 * * *', // daily, 06:00 São Paulo, before the cartórios open
      retryLimit: 1,
      expireInSeconds: 3 * 3600,
      handler: (_payload, ctx) => runMonitoring(deps, ctx),
    }) as JobDefinition,
  ];
}
