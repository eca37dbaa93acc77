import type { DocumentDetail, DocumentHistoryEntry, DocumentLink } from '@siao/shared';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { apiFileUrl } from '../../lib/storage/storage';
import {
  type DocumentRow,
  documentHistory,
  findVisible,
  listChosenClients,
  listVersions,
  toSummary,
  type Viewer,
} from './repository';
import { findVersion } from './write-repository';

const LINK_TTL_SECONDS = 300;

export function viewerOf(auth: AuthContext): Viewer {
  return { clientId: auth.clientId, staff: auth.role !== 'cliente' };
}

/** The document or 404: a client never learns that a document it cannot see exists. */
export async function requireDocument(deps: AppDeps, auth: AuthContext, id: string): Promise<DocumentRow> {
  const doc = await findVisible(deps.db, viewerOf(auth), id);
  if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
  return doc;
}

export async function documentDetail(
  deps: AppDeps,
  auth: AuthContext,
  doc: DocumentRow,
): Promise<DocumentDetail> {
  const staff = viewerOf(auth).staff;
  const [versions, chosen] = await Promise.all([
    listVersions(deps.db, doc.id),
    staff ? listChosenClients(deps.db, doc.id) : Promise.resolve([]),
  ]);
  return {
    ...toSummary(doc),
    clients: chosen,
    versions: versions.map(({ v, createdByName }) => ({
      version: v.version,
      file_name: v.fileName,
      format: v.format,
      mime: v.mime,
      size_bytes: v.sizeBytes,
      sha256: v.sha256,
      note: v.note,
      created_by_name: staff ? createdByName : null,
      created_at: v.createdAt.toISOString(),
    })),
  };
}

/** Short-lived signed links for the preview (inline) and the download (attachment). */
export async function documentLink(deps: AppDeps, doc: DocumentRow, version?: number): Promise<DocumentLink> {
  const row = await findVersion(deps.db, doc.id, version ?? doc.currentVersion);
  if (!row) throw new AppError('DOCUMENT_VERSION_NOT_FOUND');
  const file = { name: row.fileName, contentType: row.mime, ttlSeconds: LINK_TTL_SECONDS };
  return {
    // the preview stays on the API's origin (the back-office's CSP frames and images are 'self')
    url: apiFileUrl(deps.files, row.fileKey, file),
    // the download may come straight from S3 (presigned): its bytes never cross the API
    download_url: await deps.storage.signedUrl(row.fileKey, { ...file, download: true }),
    file_name: row.fileName,
    mime: row.mime,
    expires_at: new Date(Date.now() + LINK_TTL_SECONDS * 1000).toISOString(),
  };
}

export async function historyOf(deps: AppDeps, id: string): Promise<DocumentHistoryEntry[]> {
  const rows = await documentHistory(deps.db, id);
  return rows.map(({ log, actorName }) => ({
    id: log.id,
    at: log.at.toISOString(),
    action: log.action,
    actor_name: actorName,
    ip: log.ip,
    details: log.details ?? null,
  }));
}
