import { DOCUMENT_TRASH_DAYS } from '@siao/shared';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { documents, documentVersions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { DocumentRow } from './repository';

export async function trashDocument(
  deps: AppDeps,
  doc: DocumentRow,
  origin: AuditOrigin & { actorId: string },
) {
  if (doc.deletedAt) return; // already there: deleting twice is not an error
  await deps.db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ deletedAt: new Date(), deletedBy: origin.actorId })
      .where(eq(documents.id, doc.id));
    await writeAudit(tx, { action: 'document.trashed', entity: 'document', entityId: doc.id }, origin);
  });
}

export async function restoreDocument(deps: AppDeps, doc: DocumentRow, origin: AuditOrigin) {
  if (!doc.deletedAt) throw new AppError('DOCUMENT_NOT_IN_TRASH');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
      .where(eq(documents.id, doc.id));
    await writeAudit(tx, { action: 'document.restored', entity: 'document', entityId: doc.id }, origin);
  });
}

/** Removes the row, its versions and every stored file. Audit rows stay (they are the history). */
export async function purgeDocument(deps: AppDeps, doc: DocumentRow, origin: AuditOrigin, reason: string) {
  const files = await deps.db
    .select({ key: documentVersions.fileKey })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, doc.id));
  await deps.db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.id, doc.id));
    await writeAudit(
      tx,
      {
        action: 'document.purged',
        entity: 'document',
        entityId: doc.id,
        details: { title: doc.title, versions: files.length, reason },
      },
      origin,
    );
  });
  for (const file of files) await deps.storage.delete(file.key);
}

/** Purges what has been in the trash for more than DOCUMENT_TRASH_DAYS; returns how many. */
export async function purgeExpiredTrash(deps: AppDeps, now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - DOCUMENT_TRASH_DAYS * 86_400_000);
  const expired = await deps.db
    .select()
    .from(documents)
    .where(and(isNotNull(documents.deletedAt), lt(documents.deletedAt, limit)))
    .limit(500);
  for (const doc of expired) await purgeDocument(deps, doc, { actorId: null }, 'lixeira expirada');
  return expired.length;
}
