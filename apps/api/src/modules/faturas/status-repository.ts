import { type SQL, sql } from 'drizzle-orm';
import { faturas } from '../../db/schema';

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
