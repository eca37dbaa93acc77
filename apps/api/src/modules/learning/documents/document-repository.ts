import { and, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { documents, documentVersions, learningDocuments, learningSteps } from '../../../db/schema';

export type LearningDocumentRow = typeof documents.$inferSelect;

const live = (id?: string) => and(isNull(documents.deletedAt), id ? eq(documents.id, id) : undefined) as SQL;

/** One page of SiãoSeg documents (live ones), newest change first, with how many steps show each. */
export async function listLearningDocuments(db: Db, f: { page: number; limit: number; q?: string }) {
  const where = and(live(), f.q ? ilike(documents.title, `%${f.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined);
  const base = () =>
    db.select().from(learningDocuments).innerJoin(documents, eq(documents.id, learningDocuments.documentId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(learningDocuments)
      .innerJoin(documents, eq(documents.id, learningDocuments.documentId))
      .where(where),
  ]);
  const docs = rows.map((r) => r.documents);
  return {
    rows: docs,
    total: Number(total?.n ?? 0),
    stepCounts: await stepCounts(
      db,
      docs.map((d) => d.id),
    ),
  };
}

export async function stepCounts(db: Db | Tx, documentIds: string[]) {
  if (!documentIds.length) return new Map<string, number>();
  const rows = await db
    .select({ id: learningSteps.documentId, n: count() })
    .from(learningSteps)
    .where(inArray(learningSteps.documentId, documentIds))
    .groupBy(learningSteps.documentId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** A live SiãoSeg document, or undefined (other documents of the documents module are not ours). */
export async function findLearningDocument(db: Db | Tx, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(learningDocuments)
    .innerJoin(documents, eq(documents.id, learningDocuments.documentId))
    .where(live(id));
  return row?.documents;
}

/** Which of these ids are live SiãoSeg documents (trail steps may only pick those). */
export async function liveLearningDocumentIds(db: Db | Tx, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: learningDocuments.documentId })
    .from(learningDocuments)
    .innerJoin(documents, eq(documents.id, learningDocuments.documentId))
    .where(and(live(), inArray(learningDocuments.documentId, ids)));
  return new Set(rows.map((r) => r.id));
}

export const addLearningDocument = (db: Db | Tx, documentId: string) =>
  db.insert(learningDocuments).values({ documentId }).onConflictDoNothing();

/** The current version's extracted text (null until the extraction job ran, or for images). */
export async function currentText(db: Db | Tx, doc: LearningDocumentRow) {
  const [row] = await db
    .select({ text: documentVersions.extractedText })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.version, doc.currentVersion)));
  return row?.text ?? null;
}
