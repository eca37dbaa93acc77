import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cnibBatches, cnibBatchItems, cnibConsultations, users } from '../../../db/schema';

export type BatchRow = typeof cnibBatches.$inferSelect;

/** The batch and one item per document; in the caller's transaction, which also enqueues its job. */
export async function insertBatch(
  tx: Tx,
  batch: typeof cnibBatches.$inferInsert,
  documents: string[],
): Promise<string> {
  const [row] = await tx.insert(cnibBatches).values(batch).returning({ id: cnibBatches.id });
  await tx
    .insert(cnibBatchItems)
    .values(documents.map((document, position) => ({ batchId: row!.id, position, document })));
  return row!.id;
}

export async function selectBatch(db: Db, id: string, clientId: string | null) {
  const where = clientId
    ? and(eq(cnibBatches.id, id), eq(cnibBatches.clientId, clientId))
    : eq(cnibBatches.id, id);
  const [row] = await db.select().from(cnibBatches).where(where);
  return row ?? null;
}

export async function selectBatchItems(db: Db, batchId: string) {
  return db
    .select({
      item: cnibBatchItems,
      status: cnibConsultations.status,
      indisponivel: cnibConsultations.indisponivel,
      qtdOrdens: cnibConsultations.qtdOrdens,
      hash: cnibConsultations.hash,
    })
    .from(cnibBatchItems)
    .leftJoin(cnibConsultations, eq(cnibConsultations.id, cnibBatchItems.consultationId))
    .where(eq(cnibBatchItems.batchId, batchId))
    .orderBy(asc(cnibBatchItems.position));
}

export async function selectPendingItems(db: Db, batchId: string) {
  return db
    .select()
    .from(cnibBatchItems)
    .where(and(eq(cnibBatchItems.batchId, batchId), eq(cnibBatchItems.status, 'pendente')))
    .orderBy(asc(cnibBatchItems.position));
}

export async function setBatchJob(db: Db, id: string, jobId: string) {
  await db.update(cnibBatches).set({ jobId }).where(eq(cnibBatches.id, id));
}

/** Marks one item done and recounts the batch from its items, so a rerun never double-counts. */
export async function finishItem(
  db: Db,
  batchId: string,
  itemId: string,
  outcome: { status: 'ok' | 'erro'; consultationId: string | null; error: string | null },
) {
  await db.transaction(async (tx) => {
    await tx.update(cnibBatchItems).set(outcome).where(eq(cnibBatchItems.id, itemId));
    await tx
      .update(cnibBatches)
      .set({
        status: 'processando',
        done: sql`(select count(*) from cnib_batch_items where batch_id = ${batchId} and status <> 'pendente')`,
        failed: sql`(select count(*) from cnib_batch_items where batch_id = ${batchId} and status = 'erro')`,
      })
      .where(eq(cnibBatches.id, batchId));
  });
}

export async function completeBatch(db: Db, id: string) {
  await db
    .update(cnibBatches)
    .set({ status: 'concluido', finishedAt: new Date() })
    .where(eq(cnibBatches.id, id));
}

export async function operatorName(db: Db, batchId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(cnibBatches)
    .innerJoin(users, eq(users.id, cnibBatches.userId))
    .where(eq(cnibBatches.id, batchId));
  return row?.name ?? null;
}
