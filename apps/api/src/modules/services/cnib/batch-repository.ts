import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cnibBatches, cnibBatchItems, cnibConsultations, users } from '../../../db/schema';

/** the batch job's queue (`CNIB_BATCH_JOB`), repeated here so the repository imports no service */
const CNIB_BATCH_QUEUE = 'cnib-batch';

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

/** Items not finished yet: `pendente`, and `consultando` (a run stopped during their ONR call). */
export async function selectPendingItems(db: Db, batchId: string) {
  return db
    .select()
    .from(cnibBatchItems)
    .where(
      and(eq(cnibBatchItems.batchId, batchId), inArray(cnibBatchItems.status, ['pendente', 'consultando'])),
    )
    .orderBy(asc(cnibBatchItems.position));
}

/**
 * Claims a pending item for its ONR call, committed before the call leaves: a crash after it shows the item
 * may have been consulted. False when another run of the batch claimed (or finished) it first.
 */
export async function claimForConsulting(db: Db, itemId: string): Promise<boolean> {
  const claimed = await db
    .update(cnibBatchItems)
    .set({ status: 'consultando' })
    .where(and(eq(cnibBatchItems.id, itemId), eq(cnibBatchItems.status, 'pendente')))
    .returning({ id: cnibBatchItems.id });
  return claimed.length > 0;
}

export async function setBatchJob(db: Db, id: string, jobId: string) {
  await db.update(cnibBatches).set({ jobId }).where(eq(cnibBatches.id, id));
}

/**
 * Marks one item done and recounts the batch from its items, so a rerun never double-counts; in the
 * caller's transaction, the one that also stores the item's consultation.
 */
export async function finishItem(
  tx: Tx,
  batchId: string,
  itemId: string,
  outcome: { status: 'ok' | 'erro' | 'a_confirmar'; consultationId: string | null; error: string | null },
) {
  await tx.update(cnibBatchItems).set(outcome).where(eq(cnibBatchItems.id, itemId));
  await recountBatch(tx, batchId);
}

/**
 * An item a run found `consultando` (its call may have reached ONR) becomes `a_confirmar`, unless the run that
 * claimed it has stored its outcome meanwhile.
 */
export async function markInterrupted(tx: Tx, batchId: string, itemId: string, error: string) {
  await tx
    .update(cnibBatchItems)
    .set({ status: 'a_confirmar', consultationId: null, error })
    .where(and(eq(cnibBatchItems.id, itemId), eq(cnibBatchItems.status, 'consultando')));
  await recountBatch(tx, batchId);
}

/** The batch's counts, from its items. */
const counts = (batchId: string) => ({
  done: sql`(select count(*) from cnib_batch_items where batch_id = ${batchId} and status not in ('pendente', 'consultando'))`,
  failed: sql`(select count(*) from cnib_batch_items where batch_id = ${batchId} and status in ('erro', 'a_confirmar'))`,
});

/**
 * Two runs of a batch (a job delivered twice) finish items at once: the batch row is locked first, so
 * the count is read after the other run's finished item has committed (on PostgreSQL, an UPDATE that
 * waited for the row keeps the snapshot it started with, and its count would miss that item).
 */
async function recountBatch(tx: Tx, batchId: string) {
  await tx.select({ id: cnibBatches.id }).from(cnibBatches).where(eq(cnibBatches.id, batchId)).for('update');
  await tx
    .update(cnibBatches)
    .set({ status: 'processando', ...counts(batchId) })
    .where(eq(cnibBatches.id, batchId));
}

/** Concluded, with its final counts, once no item is pending or in another run's ONR call. */
export async function completeBatch(db: Db, id: string) {
  await db
    .update(cnibBatches)
    .set({ status: 'concluido', finishedAt: new Date(), ...counts(id) })
    .where(
      and(
        eq(cnibBatches.id, id),
        sql`not exists (select 1 from cnib_batch_items where batch_id = ${id} and status in ('pendente', 'consultando'))`,
      ),
    );
}

export async function operatorName(db: Db, batchId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(cnibBatches)
    .innerJoin(users, eq(users.id, cnibBatches.userId))
    .where(eq(cnibBatches.id, batchId));
  return row?.name ?? null;
}

/** Unfinished batches whose job is not queued or running (lost, or failed for good): they need one. */
export async function selectBatchesWithoutLiveJob(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: cnibBatches.id })
    .from(cnibBatches)
    .where(
      and(
        ne(cnibBatches.status, 'concluido'),
        sql`not exists (select 1 from pgboss.job j where j.name = ${CNIB_BATCH_QUEUE} and j.id::text = ${cnibBatches.jobId}::text and j.state < 'completed')`,
      ),
    );
  return rows.map((r) => r.id);
}
