import type { AppDeps } from '../../../deps';
import { defineJob, type JobDefinition } from '../../../lib/jobs/types';
import { CNIB_BATCH_JOB, runBatch } from './batch-service';
import {
  type ChunkPayload,
  CNIB_MONITORING_CHUNK_JOB,
  CNIB_MONITORING_JOB,
  runMonitoringChunk,
  startMonitoring,
} from './monitoring';

/** CNIB background work: batches (progress kept in cnib_batches, so a restart resumes) and monitoring (a cursor in cnib_monitoring_runs, so a day's run resumes). */
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
      handler: () => startMonitoring(deps),
    }) as JobDefinition,
    defineJob<ChunkPayload>({
      name: CNIB_MONITORING_CHUNK_JOB,
      // an ONR outage: retried with backoff (30 s … ~4 h) from the document where it stopped
      retryLimit: 10,
      retryDelaySeconds: 30,
      expireInSeconds: 3600,
      handler: (payload, ctx) => runMonitoringChunk(deps, payload, ctx),
    }) as JobDefinition,
  ];
}
