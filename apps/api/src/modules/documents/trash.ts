import { DOCUMENT_TRASH_DAYS } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { DocumentRow } from './repository';
import { deleteDocumentRow, trashedBefore, updateDocumentRow, versionFileKeys } from './write-repository';

export async function trashDocument(
  deps: AppDeps,
  doc: DocumentRow,
  origin: AuditOrigin & { actorId: string },
) {
  if (doc.deletedAt) return; // already there: deleting twice is not an error
  await deps.db.transaction(async (tx) => {
    await updateDocumentRow(tx, doc.id, { deletedAt: new Date(), deletedBy: origin.actorId });
    await writeAudit(tx, { action: 'document.trashed', entity: 'document', entityId: doc.id }, origin);
  });
}

export async function restoreDocument(deps: AppDeps, doc: DocumentRow, origin: AuditOrigin) {
  if (!doc.deletedAt) throw new AppError('DOCUMENT_NOT_IN_TRASH');
  await deps.db.transaction(async (tx) => {
    await updateDocumentRow(tx, doc.id, { deletedAt: null, deletedBy: null, updatedAt: new Date() });
    await writeAudit(tx, { action: 'document.restored', entity: 'document', entityId: doc.id }, origin);
  });
}

/** Removes the row, its versions and every stored file. Audit rows stay (they are the history). */
export async function purgeDocument(deps: AppDeps, doc: DocumentRow, origin: AuditOrigin, reason: string) {
  const files = await versionFileKeys(deps.db, doc.id);
  await deps.db.transaction(async (tx) => {
    await deleteDocumentRow(tx, doc.id);
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
  for (const key of files) await deps.storage.delete(key);
}

/** Purges what has been in the trash for more than DOCUMENT_TRASH_DAYS; returns how many. */
export async function purgeExpiredTrash(deps: AppDeps, now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - DOCUMENT_TRASH_DAYS * 86_400_000);
  const expired = await trashedBefore(deps.db, limit);
  for (const doc of expired) await purgeDocument(deps, doc, { actorId: null }, 'lixeira expirada');
  return expired.length;
}
