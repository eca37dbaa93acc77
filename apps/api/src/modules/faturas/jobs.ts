import { saoPauloToday } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../lib/jobs/types';
import { generateMonth } from './monthly-generation';

const FATURAS_MONTHLY = 'faturas-monthly';

/**
 * The month's faturas, checked every hour (cron fires once across all processes); from
 * FATURAS_GERACAO_DIA on, generation creates what is missing. It is idempotent, so the hourly runs
 * after the first find nothing to do and a run killed midway is finished by the retry or next hour.
 */
export function faturasJobs(deps: AppDeps) {
  const on = deps.config.FATURAS_SCHEDULER ?? deps.config.NODE_ENV !== 'test';
  return [
    defineJob<{ competencia?: string }>({
      name: FATURAS_MONTHLY,
      cron: on ? deps.config.FATURAS_CRON : undefined,
      async handler(payload) {
        const today = saoPauloToday();
        if (!payload.competencia && Number(today.slice(8)) < deps.config.FATURAS_GERACAO_DIA) return;
        const competencia = payload.competencia ?? today.slice(0, 7);
        await generateMonth(deps.db, competencia, { actorId: null, ip: null, userAgent: 'agendador' });
      },
    }),
  ];
}
