import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, documents, documentVersions, terms, termsVersions } from '../../db/schema';
import { documentVisibleTo } from '../../lib/search-sql-repository';

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
