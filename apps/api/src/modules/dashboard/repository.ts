import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiThreads, aiUsageMonthly, clients, documents } from '../../db/schema';
import { documentVisibleTo } from '../../lib/search-sql-repository';

export async function countActiveClients(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(clients)
    .where(eq(clients.status, 'ativo'));
  return Number(row?.n ?? 0);
}

/** Replies and tokens of `month`, and conversations started since `since`. */
export async function aiUsageTotals(db: Db, month: string, since: Date) {
  const [usage] = await db
    .select({
      replies: sql<string>`coalesce(sum(${aiUsageMonthly.replies}), 0)`,
      tokens: sql<string>`coalesce(sum(${aiUsageMonthly.inputTokens} + ${aiUsageMonthly.outputTokens}), 0)`,
    })
    .from(aiUsageMonthly)
    .where(eq(aiUsageMonthly.month, month));
  const [threads] = await db
    .select({ n: sql<string>`count(*)` })
    .from(aiThreads)
    .where(gte(aiThreads.createdAt, since));
  return {
    threads: Number(threads?.n ?? 0),
    replies: Number(usage?.replies ?? 0),
    tokens: Number(usage?.tokens ?? 0),
  };
}

/** The documents a client sees, most recently changed first. */
export async function recentDocumentsFor(db: Db, clientId: string, limit: number) {
  return db
    .select({
      id: documents.id,
      title: documents.title,
      category: documents.category,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(documentVisibleTo({ clientId }))
    .orderBy(desc(documents.updatedAt))
    .limit(limit);
}
