import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { generateMonth } from './monthly-generation';
import { todayInSaoPaulo } from './status';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Daily monthly generation without a queue library: every process checks once an hour; the first
 * that takes the day's KV lock (shared table or Redis) runs, the others skip. The generation itself
 * is idempotent, so a crash mid-run only means the next day's run finishes the job. pg-boss was not used: it needs a real PostgreSQL server
 * (LISTEN/NOTIFY, advisory locks, many connections), not the embedded PGlite default.
 */
export function startMonthlyScheduler(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const tick = async () => {
    const today = todayInSaoPaulo();
    if (Number(today.slice(8)) < deps.config.FATURAS_GERACAO_DIA) return;
    const competencia = today.slice(0, 7);
    // one run per day across all processes; clients activated during the month are picked up next day
    const lock = await deps.kv.incr(`faturas:geracao:${today}`, 26 * 60 * 60);
    if (lock.count !== 1) return;
    const result = await generateMonth(deps.db, competencia, {
      actorId: null,
      ip: null,
      userAgent: 'agendador',
    });
    if (result.criadas > 0) log.info(result, 'geração mensal de faturas concluída');
  };
  const run = () => {
    tick().catch((err: unknown) => log.error({ err }, 'geração mensal de faturas falhou'));
  };
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, HOUR_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
