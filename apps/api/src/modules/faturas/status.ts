import { saoPauloParts } from '@siao/shared';
import { type SQL, sql } from 'drizzle-orm';
import { faturas } from '../../db/schema';

/** Today's calendar date in São Paulo (`YYYY-MM-DD`): the day a fatura becomes vencida. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const p = saoPauloParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Current competência (`YYYY-MM`) in São Paulo. */
export function currentCompetencia(now: Date = new Date()): string {
  return todayInSaoPaulo(now).slice(0, 7);
}

/** The status a user sees: an open fatura whose due date has passed is `vencida`, computed per read. */
export function derivedStatusSql(today: string): SQL<'aberta' | 'vencida' | 'paga' | 'cancelada'> {
  return sql`case when ${faturas.status} = 'aberta' and ${faturas.vencimento} < ${today}::date then 'vencida' else ${faturas.status} end`;
}

/** WHERE fragment for a status filter, written so the (status, vencimento, numero) index serves it. */
export function statusFilterSql(status: string, today: string): SQL {
  if (status === 'vencida')
    return sql`${faturas.status} = 'aberta' and ${faturas.vencimento} < ${today}::date`;
  if (status === 'aberta')
    return sql`${faturas.status} = 'aberta' and ${faturas.vencimento} >= ${today}::date`;
  return sql`${faturas.status} = ${status}`;
}

/** First and last day of a `YYYY-MM` month. */
export function monthBounds(competencia: string): { first: string; last: string } {
  const [y, m] = competencia.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${competencia}-01`, last: `${competencia}-${String(last).padStart(2, '0')}` };
}
