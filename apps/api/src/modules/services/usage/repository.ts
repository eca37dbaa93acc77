import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { serviceUsage } from '../../../db/schema';

export type ServiceName = (typeof serviceUsage.$inferInsert)['service'];
export type UsageOutcome = (typeof serviceUsage.$inferInsert)['outcome'];

export async function insertUsage(db: Db | Tx, row: typeof serviceUsage.$inferInsert): Promise<void> {
  await db.insert(serviceUsage).values(row);
}

/** Uses per service since `from`; one client's or, with `clientId` null, everyone's. */
export async function countUsageSince(
  db: Db,
  clientId: string | null,
  from: Date,
): Promise<Record<ServiceName, number>> {
  const rows = await db
    .select({ service: serviceUsage.service, n: count() })
    .from(serviceUsage)
    .where(and(clientId ? eq(serviceUsage.clientId, clientId) : sql`true`, gte(serviceUsage.createdAt, from)))
    .groupBy(serviceUsage.service);
  const out: Record<ServiceName, number> = { cnib: 0, ocr: 0, certidoes: 0 };
  for (const r of rows) out[r.service] = Number(r.n);
  return out;
}
