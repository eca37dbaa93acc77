import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cnibAlerts, cnibWatches, cnibWatchStates, users } from '../../../db/schema';

export async function insertWatch(db: Db, row: typeof cnibWatches.$inferInsert) {
  await db.insert(cnibWatches).values(row).onConflictDoNothing();
}

export async function deleteWatch(db: Db, id: string, clientId: string | null) {
  const where = clientId
    ? and(eq(cnibWatches.id, id), eq(cnibWatches.clientId, clientId))
    : eq(cnibWatches.id, id);
  const deleted = await db.delete(cnibWatches).where(where).returning({ id: cnibWatches.id });
  return deleted.length > 0;
}

export async function selectWatches(db: Db, clientId: string) {
  return db
    .select({ watch: cnibWatches, userName: users.name, state: cnibWatchStates })
    .from(cnibWatches)
    .innerJoin(users, eq(users.id, cnibWatches.userId))
    .leftJoin(
      cnibWatchStates,
      and(
        eq(cnibWatchStates.clientId, cnibWatches.clientId),
        eq(cnibWatchStates.document, cnibWatches.document),
      ),
    )
    .where(eq(cnibWatches.clientId, clientId))
    .orderBy(asc(cnibWatches.document), asc(cnibWatches.createdAt));
}

export async function upsertWatchState(db: Db | Tx, row: typeof cnibWatchStates.$inferInsert) {
  await db
    .insert(cnibWatchStates)
    .values(row)
    .onConflictDoUpdate({
      target: [cnibWatchStates.clientId, cnibWatchStates.document],
      set: { indisponivel: row.indisponivel, qtdOrdens: row.qtdOrdens, checkedAt: row.checkedAt },
    });
}

export async function insertAlert(db: Db | Tx, row: typeof cnibAlerts.$inferInsert) {
  await db.insert(cnibAlerts).values(row);
}

export async function selectAlerts(db: Db, clientId: string, limit = 50) {
  return db
    .select()
    .from(cnibAlerts)
    .where(eq(cnibAlerts.clientId, clientId))
    .orderBy(desc(cnibAlerts.createdAt))
    .limit(limit);
}
