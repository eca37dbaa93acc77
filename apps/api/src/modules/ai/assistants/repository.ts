import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { aiAssistantClients, aiAssistants } from '../../../db/schema';

export type AssistantRow = typeof aiAssistants.$inferSelect;
export type AssistantValues = typeof aiAssistants.$inferInsert;

/**
 * Active assistants a client's users may use; no client (Sião staff) sees every active one.
 * Takes a placeholder too, for prepared statements.
 */
export function visibleTo(clientId: string | null | Placeholder) {
  const client = sql`${clientId}::uuid`;
  return sql`(${aiAssistants.active} and (${client} is null or ${aiAssistants.visibility} = 'todos'
    or exists (select 1 from ${aiAssistantClients} where ${aiAssistantClients.assistantId} = ${aiAssistants.id}
      and ${aiAssistantClients.clientId} = ${client})))`;
}

export function listVisible(db: Db, clientId: string | null): Promise<AssistantRow[]> {
  return db
    .select()
    .from(aiAssistants)
    .where(visibleTo(clientId))
    .orderBy(asc(aiAssistants.name), asc(aiAssistants.id));
}

export async function findVisible(db: Db, id: string, clientId: string | null): Promise<AssistantRow | null> {
  const [row] = await db
    .select()
    .from(aiAssistants)
    .where(and(eq(aiAssistants.id, id), visibleTo(clientId)));
  return row ?? null;
}

export function listAll(db: Db): Promise<AssistantRow[]> {
  return db.select().from(aiAssistants).orderBy(asc(aiAssistants.name), asc(aiAssistants.id));
}

export async function findById(db: Db, id: string): Promise<AssistantRow | null> {
  const [row] = await db.select().from(aiAssistants).where(eq(aiAssistants.id, id));
  return row ?? null;
}

export async function clientIdsOf(db: Db, assistantIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!assistantIds.length) return map;
  const rows = await db
    .select()
    .from(aiAssistantClients)
    .where(inArray(aiAssistantClients.assistantId, assistantIds));
  for (const row of rows) map.set(row.assistantId, [...(map.get(row.assistantId) ?? []), row.clientId]);
  return map;
}

export async function save(
  db: Db,
  id: string | null,
  values: AssistantValues,
  clientIds: string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    let assistantId = id;
    if (assistantId) {
      await tx
        .update(aiAssistants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(aiAssistants.id, assistantId));
    } else {
      const [row] = await tx.insert(aiAssistants).values(values).returning({ id: aiAssistants.id });
      assistantId = row!.id;
    }
    // a single default chat assistant: the widget opens it in chat mode
    if (values.defaultChat) {
      await tx
        .update(aiAssistants)
        .set({ defaultChat: false })
        .where(and(eq(aiAssistants.defaultChat, true), sql`${aiAssistants.id} <> ${assistantId}`));
    }
    await tx.delete(aiAssistantClients).where(eq(aiAssistantClients.assistantId, assistantId));
    if (clientIds.length) {
      await tx
        .insert(aiAssistantClients)
        .values(clientIds.map((clientId) => ({ assistantId: assistantId!, clientId })));
    }
    return assistantId;
  });
}

/** Assistants with threads are deactivated instead of deleted, so history keeps its assistant. */
export async function remove(db: Db, id: string): Promise<'deleted' | 'deactivated'> {
  const used = await queryRows(db, sql`select 1 from ai_threads where assistant_id = ${id} limit 1`);
  if (used.length) {
    await db
      .update(aiAssistants)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(aiAssistants.id, id));
    return 'deactivated';
  }
  await db.delete(aiAssistants).where(eq(aiAssistants.id, id));
  return 'deleted';
}
