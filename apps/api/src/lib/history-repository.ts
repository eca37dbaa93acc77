import type { HistoryEntry, Page } from '@siao/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLogs, users } from '../db/schema';

/** Audit records of one client (everything tagged with its id) or of one record (`entity` + id). */
export type HistoryScope = { clientId: string } | { entity: string; entityId: string };

function whereOf(scope: HistoryScope): SQL | undefined {
  return 'clientId' in scope
    ? eq(auditLogs.clientId, scope.clientId)
    : and(eq(auditLogs.entity, scope.entity), eq(auditLogs.entityId, scope.entityId));
}

/** Newest first; both scopes are served by an (…, at) index read backwards. */
export async function listHistory(
  db: Db | Tx,
  scope: HistoryScope,
  page: number,
  limit: number,
): Promise<Page<HistoryEntry>> {
  const where = whereOf(scope);
  const rows = await db
    .select({ log: auditLogs, actorName: users.name, actorEmail: users.email })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(where)
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
  return {
    data: rows.map(({ log, actorName, actorEmail }) => ({
      id: log.id,
      at: log.at.toISOString(),
      action: log.action,
      entity: log.entity,
      entity_id: log.entityId,
      actor_id: log.actorId,
      actor_name: actorName,
      actor_email: actorEmail ?? log.actorEmail,
      ip: log.ip,
      details: log.details ?? null,
    })),
    page,
    limit,
    total: total?.n ?? 0,
  };
}
