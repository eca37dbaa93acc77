import { and, asc, count, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ocrJobs, ocrPages, ocrTextEdits } from '../../../db/schema';

export type OcrJobRow = typeof ocrJobs.$inferSelect;
export type OcrPageRow = typeof ocrPages.$inferSelect;

export interface Viewer {
  clientId: string | null;
  staff: boolean;
}

/** Staff see every job; a `cliente` only its client's. */
const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.staff ? undefined : viewer.clientId ? eq(ocrJobs.clientId, viewer.clientId) : sql`false`;

export async function findJob(db: Db, viewer: Viewer, id: string): Promise<OcrJobRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(ocrJobs)
    .where(and(eq(ocrJobs.id, id), visibleTo(viewer)));
  return row;
}

export async function getJob(db: Db, id: string): Promise<OcrJobRow | undefined> {
  const [row] = await db.select().from(ocrJobs).where(eq(ocrJobs.id, id));
  return row;
}

export async function listJobs(
  db: Db,
  viewer: Viewer,
  f: { purpose: OcrJobRow['purpose']; page: number; limit: number; status?: OcrJobRow['status'] },
) {
  const where = and(
    eq(ocrJobs.purpose, f.purpose),
    visibleTo(viewer),
    f.status ? eq(ocrJobs.status, f.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ocrJobs)
      .where(where)
      .orderBy(desc(ocrJobs.createdAt), desc(ocrJobs.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(ocrJobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The files of one upload, in the order they were sent (a `cliente` only sees its client's). */
export function jobsOfBatch(db: Db, viewer: Viewer, batchId: string, purpose: OcrJobRow['purpose']) {
  return db
    .select()
    .from(ocrJobs)
    .where(and(eq(ocrJobs.batchId, batchId), eq(ocrJobs.purpose, purpose), visibleTo(viewer)))
    .orderBy(asc(ocrJobs.createdAt), asc(ocrJobs.id));
}

export async function insertJob(db: Db, values: typeof ocrJobs.$inferInsert): Promise<OcrJobRow> {
  const [row] = await db.insert(ocrJobs).values(values).returning();
  return row as OcrJobRow;
}

export async function updateJob(db: Db, id: string, values: Partial<typeof ocrJobs.$inferInsert>) {
  await db
    .update(ocrJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ocrJobs.id, id));
}

export function pagesOf(db: Db, jobId: string): Promise<OcrPageRow[]> {
  return db.select().from(ocrPages).where(eq(ocrPages.jobId, jobId)).orderBy(asc(ocrPages.pageNo));
}

/** Idempotent: a page recognised by an earlier (interrupted) run is kept as it was. */
export async function savePage(db: Db, page: typeof ocrPages.$inferInsert) {
  await db.insert(ocrPages).values(page).onConflictDoNothing();
}

export async function correctPageText(db: Db, jobId: string, pageNo: number, text: string, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(ocrPages)
      .set({ correctedText: text })
      .where(and(eq(ocrPages.jobId, jobId), eq(ocrPages.pageNo, pageNo)));
    await tx.insert(ocrTextEdits).values({ jobId, pageNo, text, userId });
  });
}

export function editsOf(db: Db, jobId: string) {
  return db
    .select()
    .from(ocrTextEdits)
    .where(eq(ocrTextEdits.jobId, jobId))
    .orderBy(desc(ocrTextEdits.createdAt), desc(ocrTextEdits.id));
}

/** Jobs whose files outlived the retention period. */
export function jobsToPurge(db: Db, before: Date) {
  return db
    .select()
    .from(ocrJobs)
    .where(and(isNull(ocrJobs.filesPurgedAt), lt(ocrJobs.createdAt, before)))
    .limit(500);
}
