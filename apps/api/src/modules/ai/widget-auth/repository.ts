import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { aiWidgetApiKeys, aiWidgetSessions, aiWidgetUsers, clients } from '../../../db/schema';

export type ApiKeyRow = typeof aiWidgetApiKeys.$inferSelect;

export function listKeys(db: Db, clientId: string) {
  return db
    .select()
    .from(aiWidgetApiKeys)
    .where(eq(aiWidgetApiKeys.clientId, clientId))
    .orderBy(desc(aiWidgetApiKeys.createdAt));
}

export async function insertKey(db: Db, values: typeof aiWidgetApiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(aiWidgetApiKeys).values(values).returning();
  return row!;
}

/** Revokes the key and every widget session it opened; returns those session ids. */
export async function revokeKey(db: Db, clientId: string, keyId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(aiWidgetApiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(aiWidgetApiKeys.id, keyId), eq(aiWidgetApiKeys.clientId, clientId)))
      .returning();
    if (!row) return null;
    const sessions = await tx
      .update(aiWidgetSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(aiWidgetSessions.apiKeyId, keyId), isNull(aiWidgetSessions.revokedAt)))
      .returning({ id: aiWidgetSessions.id });
    return sessions.map((s) => s.id);
  });
}

export async function findActiveKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({ key: aiWidgetApiKeys, clientStatus: clients.status })
    .from(aiWidgetApiKeys)
    .innerJoin(clients, eq(clients.id, aiWidgetApiKeys.clientId))
    .where(and(eq(aiWidgetApiKeys.keyHash, keyHash), isNull(aiWidgetApiKeys.revokedAt)));
  if (row?.clientStatus !== 'ativo') return null;
  await db.update(aiWidgetApiKeys).set({ lastUsedAt: new Date() }).where(eq(aiWidgetApiKeys.id, row.key.id));
  return row.key;
}

export async function upsertWidgetUser(db: Db, clientId: string, externalUserId: string, name: string) {
  const [row] = await db
    .insert(aiWidgetUsers)
    .values({ clientId, externalUserId, name })
    .onConflictDoUpdate({
      target: [aiWidgetUsers.clientId, aiWidgetUsers.externalUserId],
      set: { name, lastSeenAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function insertSession(db: Db, values: typeof aiWidgetSessions.$inferInsert) {
  const [row] = await db.insert(aiWidgetSessions).values(values).returning();
  return row!;
}

/** Rotates the refresh token of a live session; null when unknown, expired or revoked. */
export async function rotateSession(db: Db, oldHash: string, newHash: string, expiresAt: Date) {
  const [row] = await db
    .update(aiWidgetSessions)
    .set({ refreshHash: newHash, expiresAt })
    .where(
      and(
        eq(aiWidgetSessions.refreshHash, oldHash),
        isNull(aiWidgetSessions.revokedAt),
        gt(aiWidgetSessions.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return null;
  const [user] = await db.select().from(aiWidgetUsers).where(eq(aiWidgetUsers.id, row.widgetUserId));
  return user ? { session: row, user } : null;
}

export async function revokeSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db.update(aiWidgetSessions).set({ revokedAt: new Date() }).where(eq(aiWidgetSessions.id, sessionId));
}

/** The dedicated client of the public widget demo (WIDGET_DEMO=true): never a real customer's data. */
export const DEMO_CLIENT_DOCUMENT = '98765432000198';

/** Creates the demo client on first use (the seed also creates it); returns its id. */
export async function ensureDemoClient(db: Db): Promise<string> {
  await db
    .insert(clients)
    .values({
      personType: 'pj',
      document: DEMO_CLIENT_DOCUMENT,
      legalName: 'Demonstração do widget Sião',
      tradeName: 'Demonstração do widget',
      products: ['siaogpt'],
    })
    .onConflictDoNothing({ target: clients.document });
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.document, DEMO_CLIENT_DOCUMENT));
  return row!.id;
}

export async function allWidgetOrigins(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ id: clients.id, origins: clients.widgetOrigins })
    .from(clients)
    .where(eq(clients.status, 'ativo'));
  return new Map(rows.map((row) => [row.id, new Set(row.origins)]));
}
