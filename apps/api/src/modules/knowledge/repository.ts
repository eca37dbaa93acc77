import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, documents, documentVersions, terms, termsVersions } from '../../db/schema';
import { queryTerms } from '../../lib/search-text';

/** The tsquery of folded words (see search-text.ts); null when nothing searchable remains. */
export function tsQueryOf(query: string, match: 'any' | 'all' = 'any'): SQL | null {
  const words = queryTerms(query);
  if (words.length === 0) return null;
  return sql`to_tsquery('portuguese', ${words.join(match === 'all' ? ' & ' : ' | ')})`;
}

/** Documents a viewer may see (never trashed ones); shared by the list and the search. */
export function documentVisibleTo(viewer: { clientId: string | null; staff?: boolean }): SQL | undefined {
  const alive = isNull(documents.deletedAt);
  if (viewer.staff) return alive;
  const chosen = viewer.clientId
    ? and(
        eq(documents.visibility, 'clientes_escolhidos'),
        // raw `documents.id`: drizzle leaves columns unqualified in single-table selects
        sql`exists (select 1 from document_clients dc where dc.document_id = documents.id and dc.client_id = ${viewer.clientId})`,
      )
    : undefined;
  return and(alive, or(eq(documents.visibility, 'todos_clientes'), chosen));
}

/** Current versions of visible documents matching `q`, best first. */
export async function searchDocuments(
  db: Db,
  viewer: { clientId: string | null; staff?: boolean },
  q: SQL,
  limit: number,
) {
  const docVector = sql`to_tsvector('portuguese', ${documents.searchText})`;
  const docRank = sql<number>`ts_rank(${docVector}, ${q})`;
  return db
    .select({
      id: documents.id,
      title: documents.title,
      label: documents.category,
      version: documents.currentVersion,
      description: documents.description,
      text: documentVersions.extractedText,
      fileKey: documentVersions.fileKey,
      fileName: documentVersions.fileName,
      mime: documentVersions.mime,
      rank: docRank,
    })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.version, documents.currentVersion),
      ),
    )
    .where(and(documentVisibleTo(viewer), sql`${docVector} @@ ${q}`))
    .orderBy(desc(docRank))
    .limit(limit);
}

/** Current published versions of terms matching `q` (a client's: general terms and those of its products). */
export async function searchTerms(db: Db, clientId: string | null, q: SQL, limit: number) {
  const termsVector = sql`to_tsvector('portuguese', ${termsVersions.searchText})`;
  const termsRank = sql<number>`ts_rank(${termsVector}, ${q})`;
  const latest = sql`${termsVersions.version} = (select max(v2.version) from ${termsVersions} v2 where v2.terms_id = ${terms.id} and v2.published_at is not null)`;
  const productFilter = clientId
    ? or(
        isNull(terms.product),
        sql`${terms.product} = any(select unnest(${clients.products}) from ${clients} where ${clients.id} = ${clientId})`,
      )
    : undefined;
  return db
    .select({
      id: terms.id,
      title: terms.title,
      label: terms.kind,
      version: termsVersions.version,
      html: termsVersions.contentHtml,
      rank: termsRank,
    })
    .from(termsVersions)
    .innerJoin(terms, eq(terms.id, termsVersions.termsId))
    .where(and(isNotNull(termsVersions.publishedAt), latest, productFilter, sql`${termsVector} @@ ${q}`))
    .orderBy(desc(termsRank))
    .limit(limit);
}
