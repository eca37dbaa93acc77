import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, serviceUsage } from '../../db/schema';

export type UsageService = (typeof serviceUsage.$inferSelect)['service'];

export interface ServicesUsageFilters {
  /** first day of the first month, `aaaa-mm-dd` (São Paulo) */
  from: string;
  /** first day of the month AFTER the period, `aaaa-mm-dd` (São Paulo) */
  until: string;
  clientId?: string;
  service?: UsageService;
}

/** SQL month (São Paulo) of a use. */
const month = sql<string>`to_char(${serviceUsage.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

function whereOf(f: ServicesUsageFilters): SQL | undefined {
  return and(
    sql`${serviceUsage.createdAt} >= ${f.from}::timestamp at time zone 'America/Sao_Paulo'`,
    sql`${serviceUsage.createdAt} < ${f.until}::timestamp at time zone 'America/Sao_Paulo'`,
    f.clientId ? eq(serviceUsage.clientId, f.clientId) : undefined,
    f.service ? eq(serviceUsage.service, f.service) : undefined,
  );
}

/** One row per month × client × service with any use: newest month first, then client name, then service. */
export async function selectUsageRows(db: Db, f: ServicesUsageFilters, limit: number, offset: number) {
  const rows = await db
    .select({
      mes: month,
      clientId: serviceUsage.clientId,
      clientName: clients.legalName,
      service: serviceUsage.service,
      usos: sql<string>`count(*)`,
      falhas: sql<string>`count(*) filter (where ${serviceUsage.outcome} = 'erro')`,
    })
    .from(serviceUsage)
    .innerJoin(clients, eq(clients.id, serviceUsage.clientId))
    .where(whereOf(f))
    .groupBy(sql`1`, serviceUsage.clientId, clients.legalName, serviceUsage.service)
    .orderBy(desc(sql`1`), asc(clients.legalName), asc(serviceUsage.clientId), asc(serviceUsage.service))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, usos: Number(r.usos), falhas: Number(r.falhas) }));
}

/** How many month × client × service rows the filters give (the pagination total). */
export async function countUsageRows(db: Db, f: ServicesUsageFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(distinct (${month}, ${serviceUsage.clientId}, ${serviceUsage.service}))` })
    .from(serviceUsage)
    .where(whereOf(f));
  return Number(row?.n ?? 0);
}

/** Uses per month and service (the chart and the totals). */
export async function selectUsageByMonth(db: Db, f: ServicesUsageFilters) {
  const rows = await db
    .select({
      mes: month,
      service: serviceUsage.service,
      usos: sql<string>`count(*)`,
      falhas: sql<string>`count(*) filter (where ${serviceUsage.outcome} = 'erro')`,
    })
    .from(serviceUsage)
    .where(whereOf(f))
    .groupBy(sql`1`, serviceUsage.service);
  return rows.map((r) => ({ ...r, usos: Number(r.usos), falhas: Number(r.falhas) }));
}
