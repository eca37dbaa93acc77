import { type DocumentMetaInput, type DocumentSummary, documentMetaSchema, type Page } from '@siao/shared';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { AppError, fieldError } from '../../lib/errors';
import type { CheckedFile } from '../../lib/files/document-upload';
import { extractTextSafely } from '../../lib/files/safe-files';
import { toSearchText } from '../../lib/search-text';
import { readAll } from '../../lib/storage/storage';
import { DOCUMENTS_EXTRACT_TEXT, type ExtractTextPayload } from './job-names';
import { viewerOf } from './queries';
import {
  countExistingClients,
  type DocumentRow,
  type ListFilters,
  listDocuments,
  replaceChosenClients,
  toSummary,
} from './repository';
import {
  findVersion,
  insertDocument,
  insertVersion,
  lockDocument,
  updateDocumentRow,
} from './write-repository';

const MAX_EXTRACTED_CHARS = 1_000_000;

type DocumentListFilters = Omit<ListFilters, 'clientId'> & { client_id?: string };

/** The documents list as its reader may see it (also the global search's documents). */
export async function listVisibleDocuments(
  deps: AppDeps,
  auth: AuthContext,
  q: DocumentListFilters,
): Promise<Page<DocumentSummary>> {
  const viewer = viewerOf(auth);
  const filters = { ...q, clientId: viewer.staff ? q.client_id : undefined, trash: viewer.staff && q.trash };
  const { rows, total } = await listDocuments(deps.db, viewer, filters);
  return { data: rows.map(toSummary), page: q.page, limit: q.limit, total };
}

/** Text of the file for search and the AI; a file we cannot read is still stored. */
export async function extractedTextOf(
  deps: AppDeps,
  file: Pick<CheckedFile, 'key' | 'format' | 'mime'>,
): Promise<string | null> {
  if (file.format === 'jpg' || file.format === 'png') return null;
  const kind = { kind: 'document' as const, format: file.format, mime: file.mime };
  try {
    // the parsers need the whole file: read back from storage (the upload itself streamed)
    const stored = await deps.storage.get(file.key);
    if (!stored) return null;
    // in a file worker (issue 11); no OCR on upload: scanned files stay searchable by their metadata
    const result = await extractTextSafely(kind, await readAll(stored.body), { ocr: false });
    return result.text.trim().slice(0, MAX_EXTRACTED_CHARS) || null;
  } catch {
    return null;
  }
}

/** Multipart text fields → the metadata schema (client_ids repeatable or comma-separated). */
export function parseMeta(fields: Record<string, string[]>): DocumentMetaInput {
  const one = (name: string) => fields[name]?.[0];
  const ids = (fields.client_ids ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const parsed = documentMetaSchema.safeParse({
    title: one('title'),
    category: one('category'),
    description: one('description') || null,
    visibility: one('visibility'),
    client_ids: ids,
  });
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new AppError('VALIDATION_FAILED', { message: details[0]?.message, details });
}

async function checkClients(tx: Tx, meta: DocumentMetaInput): Promise<string[]> {
  const ids = meta.visibility === 'clientes_escolhidos' ? [...new Set(meta.client_ids)] : [];
  if ((await countExistingClients(tx, ids)) !== ids.length) {
    throw fieldError('DOCUMENT_CLIENT_UNKNOWN', 'client_ids');
  }
  return ids;
}

const fileColumns = (file: CheckedFile) => ({
  fileName: file.fileName,
  format: file.format,
  mime: file.mime,
  sizeBytes: file.size,
  sha256: file.sha256,
});

/**
 * Saves document `id` whose first version is `file`, already in storage (the caller removes
 * the file if this fails: see keepUploadIfDone).
 */
export async function createDocument(
  deps: AppDeps,
  id: string,
  meta: DocumentMetaInput,
  file: CheckedFile,
  origin: AuditOrigin & { actorId: string },
): Promise<string> {
  const fileKey = file.key;
  await deps.db.transaction(async (tx) => {
    const clientIds = await checkClients(tx, meta);
    await insertDocument(tx, {
      id,
      title: meta.title,
      category: meta.category,
      description: meta.description ?? null,
      visibility: meta.visibility,
      ...fileColumns(file),
      searchText: toSearchText(meta.title, meta.category, meta.description),
      createdBy: origin.actorId,
    });
    await insertVersion(tx, {
      documentId: id,
      version: 1,
      fileKey,
      ...fileColumns(file),
      createdBy: origin.actorId,
    });
    await replaceChosenClients(tx, id, clientIds);
    await writeAudit(
      tx,
      {
        action: 'document.created',
        entity: 'document',
        entityId: id,
        details: {
          title: meta.title,
          visibility: meta.visibility,
          client_ids: clientIds,
          file_name: file.fileName,
          sha256: file.sha256,
        },
      },
      origin,
    );
    // the upload answers at once; the file's text (search, AI) follows from the extraction job
    await deps.jobs.enqueue<ExtractTextPayload>(tx, DOCUMENTS_EXTRACT_TEXT, { documentId: id, version: 1 });
  });
  return id;
}

export async function addVersion(
  deps: AppDeps,
  doc: DocumentRow,
  file: CheckedFile,
  note: string | null,
  origin: AuditOrigin & { actorId: string },
): Promise<void> {
  if (doc.deletedAt) throw new AppError('DOCUMENT_IN_TRASH');
  const fileKey = file.key;
  let version = doc.currentVersion + 1;
  await deps.db.transaction(async (tx) => {
    // the row lock serialises concurrent uploads so version numbers never collide
    const locked = await lockDocument(tx, doc.id);
    version = (locked?.currentVersion ?? doc.currentVersion) + 1;
    await insertVersion(tx, {
      documentId: doc.id,
      version,
      fileKey,
      ...fileColumns(file),
      note,
      createdBy: origin.actorId,
    });
    await updateDocumentRow(tx, doc.id, {
      currentVersion: version,
      ...fileColumns(file),
      updatedAt: new Date(),
      // the new file's text comes from the extraction job
      searchText: toSearchText(doc.title, doc.category, doc.description),
    });
    await writeAudit(
      tx,
      {
        action: 'document.version_added',
        entity: 'document',
        entityId: doc.id,
        details: { version, file_name: file.fileName, sha256: file.sha256, note },
      },
      origin,
    );
    await deps.jobs.enqueue<ExtractTextPayload>(tx, DOCUMENTS_EXTRACT_TEXT, { documentId: doc.id, version });
  });
}

export async function updateDocument(
  deps: AppDeps,
  doc: DocumentRow,
  meta: DocumentMetaInput,
  origin: AuditOrigin,
): Promise<void> {
  if (doc.deletedAt) throw new AppError('DOCUMENT_IN_TRASH');
  await deps.db.transaction(async (tx) => {
    const clientIds = await checkClients(tx, meta);
    const current = await findVersion(tx, doc.id, doc.currentVersion);
    await updateDocumentRow(tx, doc.id, {
      title: meta.title,
      category: meta.category,
      description: meta.description ?? null,
      visibility: meta.visibility,
      updatedAt: new Date(),
      searchText: toSearchText(meta.title, meta.category, meta.description, current?.extractedText),
    });
    await replaceChosenClients(tx, doc.id, clientIds);
    const changed = (['title', 'category', 'description', 'visibility'] as const).filter(
      (k) => (doc[k] ?? null) !== (meta[k] ?? null),
    );
    await writeAudit(
      tx,
      {
        action: 'document.updated',
        entity: 'document',
        entityId: doc.id,
        details: { fields: changed, visibility: meta.visibility, client_ids: clientIds },
      },
      origin,
    );
  });
}
