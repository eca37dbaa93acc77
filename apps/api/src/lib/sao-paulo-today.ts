import { saoPauloParts } from '@siao/shared';

/** Today's calendar date in São Paulo (`YYYY-MM-DD`): the day a fatura becomes vencida. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const p = saoPauloParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Current competência (`YYYY-MM`) in São Paulo. */
export function currentCompetencia(now: Date = new Date()): string {
  return todayInSaoPaulo(now).slice(0, 7);
}
