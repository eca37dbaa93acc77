import { DOCUMENT_TRASH_DAYS, type DocumentSummary } from '@siao/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLogs, clients, documentClients, documents, documentVersions, users } from '../../db/schema';
import { documentVisibleTo, tsQueryOf } from '../../lib/search-sql-repository';
import { toSearchText } from '../../lib/search-text';

export type DocumentRow = typeof documents.$inferSelect;
export interface Viewer {
  clientId: string | null;
  staff: boolean;
}

const DAY_MS = 86_400_000;

export function toSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    visibility: row.visibility,
    current_version: row.currentVersion,
    file_name: row.fileName,
    format: row.format,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    purge_at: row.deletedAt
      ? new Date(row.deletedAt.getTime() + DOCUMENT_TRASH_DAYS * DAY_MS).toISOString()
      : null,
  };
}

/** A document the viewer may see; trashed ones only for staff. */
export async function findVisible(db: Db, viewer: Viewer, id: string): Promise<DocumentRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const visible = viewer.staff ? undefined : documentVisibleTo(viewer);
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), visible));
  return row;
}

export interface ListFilters {
  page: number;
  limit: number;
  sort: string;
  q?: string;
  category?: string;
  visibility?: DocumentRow['visibility'];
  clientId?: string;
  trash: boolean;
}

const sortColumns = { title: documents.title, updated_at: documents.updatedAt, category: documents.category };

export async function listDocuments(db: Db, viewer: Viewer, f: ListFilters) {
  const where: (SQL | undefined)[] = [];
  if (viewer.staff) {
    where.push(f.trash ? isNotNull(documents.deletedAt) : sql`${documents.deletedAt} is null`);
    // the client page's tab: what that client sees
    if (f.clientId) where.push(documentVisibleTo({ clientId: f.clientId }));
  } else {
    where.push(documentVisibleTo(viewer));
  }
  if (f.category) where.push(eq(documents.category, f.category));
  if (f.visibility) where.push(eq(documents.visibility, f.visibility));
  if (f.q) {
    const q = tsQueryOf(f.q, 'all');
    const text = sql`to_tsvector('portuguese', ${documents.searchText}) @@ ${q ?? sql`''::tsquery`}`;
    where.push(or(ilike(documents.title, `%${f.q.replace(/[\\%_]/g, '\\$&')}%`), q ? text : undefined));
  }
  const condition = and(...where);
  const key = f.sort.replace(/^-/, '') as keyof typeof sortColumns;
  const direction = f.sort.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(condition)
      .orderBy(direction(sortColumns[key]), direction(documents.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(documents).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Documents (the trash included, SiãoSeg's left out) with a version whose file has this SHA-256:
 * what an upload of the same file would duplicate. Newest first, at most 5.
 */
export async function findByHash(db: Db, sha256: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(
      and(
        sql`exists (select 1 from document_versions dv where dv.document_id = documents.id and dv.sha256 = ${sha256})`,
        sql`not exists (select 1 from learning_documents ld where ld.document_id = documents.id)`,
      ),
    )
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(5);
}

export async function listVersions(db: Db, documentId: string) {
  return db
    .select({ v: documentVersions, createdByName: users.name })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));
}

export async function listChosenClients(db: Db, documentId: string) {
  return db
    .select({ id: clients.id, name: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})` })
    .from(documentClients)
    .innerJoin(clients, eq(clients.id, documentClients.clientId))
    .where(eq(documentClients.documentId, documentId))
    .orderBy(asc(clients.legalName));
}

export async function replaceChosenClients(tx: Tx, documentId: string, clientIds: string[]) {
  await tx.delete(documentClients).where(eq(documentClients.documentId, documentId));
  if (clientIds.length) {
    await tx.insert(documentClients).values(clientIds.map((clientId) => ({ documentId, clientId })));
  }
}

export async function countExistingClients(db: Db | Tx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(clients).where(sql`${clients.id} in ${ids}`);
  return row?.n ?? 0;
}

export async function documentHistory(db: Db, documentId: string) {
  return db
    .select({ log: auditLogs, actorName: users.name })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(eq(auditLogs.entity, 'document'), eq(auditLogs.entityId, documentId)))
    .orderBy(desc(auditLogs.at))
    .limit(200);
}

export async function listCategories(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: documents.category })
    .from(documents)
    .where(viewer.staff ? sql`${documents.deletedAt} is null` : documentVisibleTo(viewer))
    .orderBy(asc(documents.category))
    .limit(500);
  return rows.map((r) => r.category);
}

/** A stored version and its document's search fields, for the text-extraction job. */
export async function findVersionForExtraction(db: Db, documentId: string, version: number) {
  const [row] = await db
    .select({ version: documentVersions, document: documents })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
}

/** Saves a version's text; the document's search text follows only while that version is current. */
export async function saveExtractedText(db: Db, doc: DocumentRow, version: number, text: string | null) {
  await db.transaction(async (tx) => {
    await tx
      .update(documentVersions)
      .set({ extractedText: text })
      .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.version, version)));
    await tx
      .update(documents)
      .set({ searchText: toSearchText(doc.title, doc.category, doc.description, text) })
      .where(and(eq(documents.id, doc.id), eq(documents.currentVersion, version)));
  });
}
