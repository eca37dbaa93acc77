import type { FastifyBaseLogger } from 'fastify';
import { reconcilerRepairs } from '../metrics/registry';
import { defineJob, type JobDefinition } from './types';

const JOBS_RECONCILE = 'jobs-reconcile';

/**
 * One repair the reconciler runs: finds what a crash (or a lost enqueue) left half done and finishes it,
 * idempotently (running it twice, or on two processes, repairs nothing twice). Answers how many it repaired.
 * A module adds its own (e.g. "a completed enrolment without a certificate gets one") to `moduleRepairers`.
 */
export interface Repairer {
  /** metric label, snake_case: e.g. `cnib_batch_without_job` */
  name: string;
  repair(): Promise<number>;
}

/**
 * The scheduled reconciler (every 10 minutes, once across processes): runs every repairer, counts what each
 * repaired in `siao_reconciler_repairs_total{repair}`; one repairer failing does not stop the others.
 */
export function reconcilerJob(repairers: readonly Repairer[], log: Pick<FastifyBaseLogger, 'error'>) {
  return defineJob<Record<string, never>>({
    name: JOBS_RECONCILE,
    cron: '*/10 * * * *',
    retryLimit: 0,
    expireInSeconds: 600,
    handler: async () => {
      await runRepairers(repairers, log);
    },
  }) as JobDefinition;
}

export async function runRepairers(
  repairers: readonly Repairer[],
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Record<string, number>> {
  const repaired: Record<string, number> = {};
  for (const repairer of repairers) {
    try {
      const n = await repairer.repair();
      repaired[repairer.name] = n;
      if (n > 0) reconcilerRepairs.inc({ repair: repairer.name }, n);
    } catch (err) {
      log.error({ err, repair: repairer.name }, 'reconciliador: reparo falhou');
    }
  }
  return repaired;
}
