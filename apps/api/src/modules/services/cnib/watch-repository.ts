import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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

/** Every watched (client, document) pair with its watchers' e-mails and the last known state. */
export async function selectWatchTargets(db: Db) {
  const rows = await db
    .select({
      clientId: cnibWatches.clientId,
      document: cnibWatches.document,
      email: users.email,
      state: cnibWatchStates,
    })
    .from(cnibWatches)
    .innerJoin(users, eq(users.id, cnibWatches.userId))
    .leftJoin(
      cnibWatchStates,
      and(
        eq(cnibWatchStates.clientId, cnibWatches.clientId),
        eq(cnibWatchStates.document, cnibWatches.document),
      ),
    )
    .orderBy(asc(cnibWatches.clientId), asc(cnibWatches.document));
  const targets = new Map<
    string,
    { clientId: string; document: string; emails: string[]; state: (typeof rows)[number]['state'] }
  >();
  for (const r of rows) {
    const key = `${r.clientId}:${r.document}`;
    const t = targets.get(key) ?? { clientId: r.clientId, document: r.document, emails: [], state: r.state };
    t.emails.push(r.email);
    targets.set(key, t);
  }
  return [...targets.values()];
}

export async function upsertWatchState(db: Db, row: typeof cnibWatchStates.$inferInsert) {
  await db
    .insert(cnibWatchStates)
    .values(row)
    .onConflictDoUpdate({
      target: [cnibWatchStates.clientId, cnibWatchStates.document],
      set: { indisponivel: row.indisponivel, qtdOrdens: row.qtdOrdens, checkedAt: row.checkedAt },
    });
}

export async function insertAlert(db: Db, row: typeof cnibAlerts.$inferInsert) {
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
