import type { AppDeps } from '../../../deps';
import { defineJob, type JobDefinition } from '../../../lib/jobs/types';
import { CNIB_BATCH_JOB, runBatch } from './batch-service';

/** CNIB background work: batches (progress kept in cnib_batches, so a restart resumes). */
export function cnibJobs(deps: AppDeps): JobDefinition[] {
  return [
    defineJob<{ batchId: string }>({
      name: CNIB_BATCH_JOB,
      retryLimit: 3,
      expireInSeconds: 3600,
      handler: (payload, ctx) => runBatch(deps, payload.batchId, ctx),
    }) as JobDefinition,
  ];
}
