import { and, count, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { aiAssistants, aiMessages, aiThreads } from '../../../db/schema';

export type ThreadRow = typeof aiThreads.$inferSelect;

/** Parts as stored: attachments point to file storage. */
export type StoredPart =
  | { text: string }
  | {
      document_format: string;
      document_name: string;
      file_key: string;
      content_type: string;
      document_description?: string;
    }
  | {
      image_format: string;
      image_name: string;
      file_key: string;
      content_type: string;
      image_description?: string;
    };

export interface Owner {
  ownerId: string;
  ownerKind: 'user' | 'widget';
  clientId: string | null;
  /** Context-user header / widget ctx claim */
  context: string | null;
}

/**
 * The owner's threads; with a context, only that context's (spec: context isolation). Takes
 * placeholders too, for prepared statements.
 */
export function ownedBy(owner: { [K in 'ownerId' | 'ownerKind' | 'context']: Owner[K] | Placeholder }) {
  return and(
    eq(aiThreads.ownerId, owner.ownerId),
    eq(aiThreads.ownerKind, owner.ownerKind),
    sql`(${owner.context}::text is null or ${aiThreads.context} = ${owner.context}::text)`,
  );
}

export async function insertThread(
  db: Db,
  owner: Owner,
  values: { name: string; description: string; assistantId: string },
): Promise<ThreadRow> {
  const [row] = await db
    .insert(aiThreads)
    .values({
      ...values,
      ownerId: owner.ownerId,
      ownerKind: owner.ownerKind,
      clientId: owner.clientId,
      context: owner.context,
    })
    .returning();
  return row!;
}

export function listThreads(db: Db, owner: Owner, limit: number) {
  return db
    .select({ thread: aiThreads, assistantName: aiAssistants.name })
    .from(aiThreads)
    .innerJoin(aiAssistants, eq(aiAssistants.id, aiThreads.assistantId))
    .where(ownedBy(owner))
    .orderBy(desc(aiThreads.createdAt), desc(aiThreads.id))
    .limit(limit);
}

export async function findThread(db: Db, owner: Owner, id: string) {
  const [row] = await db
    .select({ thread: aiThreads, assistantName: aiAssistants.name })
    .from(aiThreads)
    .innerJoin(aiAssistants, eq(aiAssistants.id, aiThreads.assistantId))
    .where(and(eq(aiThreads.id, id), ownedBy(owner)));
  return row ?? null;
}

export async function updateThread(db: Db, id: string, values: { name?: string; description?: string }) {
  await db
    .update(aiThreads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(aiThreads.id, id));
}

/** Deletes the thread and its messages; returns the storage keys of its attachments. */
export async function deleteThread(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ content: aiMessages.content })
    .from(aiMessages)
    .where(eq(aiMessages.threadId, id));
  await db.delete(aiThreads).where(eq(aiThreads.id, id));
  return rows.flatMap((row) =>
    (row.content as StoredPart[]).flatMap((part) => ('file_key' in part ? [part.file_key] : [])),
  );
}

/**
 * Page 1 = the newest `limit` messages; each page is returned oldest-first, ready to prepend. Messages
 * are ordered by `seq`, the order they were saved in (created_at can tie).
 */
export async function messagePage(db: Db, threadId: string, page: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(aiMessages).where(eq(aiMessages.threadId, threadId));
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.threadId, threadId))
    .orderBy(desc(aiMessages.seq))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: rows.reverse(), total: total?.n ?? 0 };
}

/** The message insert, on `db` or on a `db.with(…)` (a statement that does something else first). */
export const messageInsert = (builder: Pick<Db, 'insert'>) =>
  builder
    .insert(aiMessages)
    .values({
      threadId: sql.placeholder('threadId'),
      clientId: sql.placeholder('clientId'),
      role: sql.placeholder('role'),
      content: sql.placeholder('content'),
      status: sql.placeholder('status'),
      provider: sql.placeholder('provider'),
      model: sql.placeholder('model'),
      inputTokens: sql.placeholder('inputTokens'),
      outputTokens: sql.placeholder('outputTokens'),
      usageEstimated: sql.placeholder('usageEstimated'),
      // JSON text or SQL null (the column's own encoding would save a JSON null)
      toolSteps: sql`${sql.placeholder('toolSteps')}::jsonb`,
    })
    .returning({ id: aiMessages.id });

/** Prepared once: every reply saves its question (once its first chunk has left). */
const insertMessageStatement = preparedPerDb((db) => messageInsert(db).prepare('ai_message_insert'));

/** Builds the insert ahead of the first conversation (boot warm-up). */
export function warmMessageInsert(db: Db): void {
  insertMessageStatement(db);
}

export type MessageValues = Omit<typeof aiMessages.$inferInsert, 'id' | 'createdAt' | 'seq'>;

/** The placeholders of `messageInsert`, the columns' defaults filled in. */
export const messageParams = (values: MessageValues) => ({
  status: 'complete',
  provider: null,
  model: null,
  inputTokens: 0,
  outputTokens: 0,
  usageEstimated: false,
  ...values,
  toolSteps: values.toolSteps ? JSON.stringify(values.toolSteps) : null,
  clientId: values.clientId ?? null,
});

/** Saves a message; returns its id. */
export async function insertMessage(db: Db, values: MessageValues): Promise<string> {
  const [row] = await insertMessageStatement(db).execute(messageParams(values));
  return row!.id;
}

/**
 * Deletes the reply when it is still the thread's last message (regenerate). Two clicks race on the
 * row: one deletes it, the other finds nothing and gets false.
 */
export async function deleteLastReply(db: Db, threadId: string, messageId: string): Promise<boolean> {
  const rows = await db
    .delete(aiMessages)
    .where(
      and(
        eq(aiMessages.id, messageId),
        eq(aiMessages.threadId, threadId),
        eq(aiMessages.role, 'assistant'),
        sql`not exists (select 1 from ${aiMessages} later where later.thread_id = ${threadId}
          and later.seq > ${aiMessages.seq})`,
      ),
    )
    .returning({ id: aiMessages.id });
  return rows.length > 0;
}
