import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { documents, documentVersions } from '../../db/schema';

type NewDocument = typeof documents.$inferInsert;
type NewVersion = typeof documentVersions.$inferInsert;
type DocumentChanges = Partial<Omit<NewDocument, 'id'>>;

export async function insertDocument(tx: Tx, row: NewDocument) {
  await tx.insert(documents).values(row);
}

export async function insertVersion(tx: Tx, row: NewVersion) {
  await tx.insert(documentVersions).values(row);
}

export async function updateDocumentRow(tx: Db | Tx, id: string, changes: DocumentChanges) {
  await tx.update(documents).set(changes).where(eq(documents.id, id));
}

export async function deleteDocumentRow(tx: Tx, id: string) {
  await tx.delete(documents).where(eq(documents.id, id));
}

/** The row locked for update: concurrent uploads wait, so version numbers never collide. */
export async function lockDocument(tx: Tx, id: string) {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

export async function findVersion(db: Db | Tx, documentId: string, version: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
}

export async function versionFileKeys(db: Db, documentId: string): Promise<string[]> {
  const rows = await db
    .select({ key: documentVersions.fileKey })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return rows.map((r) => r.key);
}

/** Documents trashed before `limit` (at most 500 per call). */
export async function trashedBefore(db: Db, limit: Date) {
  return db
    .select()
    .from(documents)
    .where(and(isNotNull(documents.deletedAt), lt(documents.deletedAt, limit)))
    .limit(500);
}
