import { type LgpdAutomaticCategory, lgpdRetentionRules } from '@siao/shared';
import type { AppDeps } from '../deps';
import { defineJob } from '../lib/jobs/types';
import { purgeClosedRequests, purgeStaleSessions } from './lgpd/retention-service';
import { purgeExpiredOcrFiles } from './services/ocr/retention-service';

export const LGPD_RETENTION_JOB = 'lgpd-retention';

/**
 * What the daily retention job does for each category of `lgpdRetentionRules` (packages/shared) whose
 * end is automatic (a `dias`): one entry per such category, required by the type, so a rule cannot be
 * added to the table without the job applying it.
 */
const retentionPurgers: Record<
  LgpdAutomaticCategory,
  (deps: AppDeps, now: Date, days: number) => Promise<number>
> = {
  sessoes: purgeStaleSessions,
  // the rule's 30 days are OCR_RETENTION_DAYS' default; the environment may set another period
  arquivos_ocr: (deps, now) => purgeExpiredOcrFiles(deps, now),
  solicitacoes_lgpd: purgeClosedRequests,
};

/** Applies every automatic rule of the retention table; returns how many records (or files) each removed. */
export async function applyRetention(deps: AppDeps, now: Date): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const rule of lgpdRetentionRules) {
    if (rule.dias === null) continue;
    done[rule.categoria] = await retentionPurgers[rule.categoria](deps, now, rule.dias);
  }
  return done;
}

/** The daily LGPD retention job (cron: once among the processes). */
export function retentionJob(deps: AppDeps) {
  return defineJob<Record<string, never>>({
    name: LGPD_RETENTION_JOB,
    cron: '30 3 * * *',
    handler: async () => {
      const done = await applyRetention(deps, new Date());
      deps.log.info({ done }, 'retenção LGPD aplicada');
    },
  });
}
