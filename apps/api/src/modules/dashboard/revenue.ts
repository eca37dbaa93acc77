import type { RevenuePoint } from '@siao/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faturas } from '../../db/schema';
import { monthBounds } from '../faturas/status';
import { monthsBetween } from '../reports/months';

/**
 * Issued (by competência, cancelled excluded) and received (by payment date) per month, one SQL
 * aggregation each; months without movement appear as zero.
 */
export async function revenueSeries(
  db: Db,
  de: string,
  ate: string,
  clientId?: string,
): Promise<RevenuePoint[]> {
  const client = clientId ? sql` and ${faturas.clientId} = ${clientId}` : sql``;
  const { first } = monthBounds(de);
  const { last } = monthBounds(ate);
  const [issued, received] = await Promise.all([
    db
      .select({ mes: faturas.competencia, c: sql<string>`sum(${faturas.totalCentavos})` })
      .from(faturas)
      .where(
        sql`${faturas.competencia} between ${de} and ${ate} and ${faturas.status} <> 'cancelada'${client}`,
      )
      .groupBy(faturas.competencia),
    db
      .select({
        mes: sql<string>`to_char(${faturas.pagoEm}, 'YYYY-MM')`,
        c: sql<string>`sum(${faturas.totalCentavos})`,
      })
      .from(faturas)
      .where(
        sql`${faturas.status} = 'paga' and ${faturas.pagoEm} between ${first}::date and ${last}::date${client}`,
      )
      .groupBy(sql`1`),
  ]);
  const byMonth = (rows: { mes: string; c: string }[]) => new Map(rows.map((r) => [r.mes, Number(r.c)]));
  const i = byMonth(issued);
  const r = byMonth(received);
  return monthsBetween(de, ate).map((mes) => ({
    mes,
    emitido_centavos: i.get(mes) ?? 0,
    recebido_centavos: r.get(mes) ?? 0,
  }));
}
