import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, documents, documentVersions, terms, termsVersions } from '../../db/schema';
import { htmlToText, queryTerms, snippetFor } from '../../lib/search-text';

export interface KnowledgeQuery {
  query: string;
  /** the caller's client: documents chosen for it and terms of its products */
  clientId: string | null;
  /** Sião staff also see 'interno' documents; anyone else never does */
  staff?: boolean;
  /** 'any' (default) ranks texts matching any word; 'all' requires every word */
  match?: 'any' | 'all';
  limit?: number;
}

export interface KnowledgeHit {
  source: 'document' | 'terms';
  id: string;
  title: string;
  /** document category or terms kind */
  label: string;
  version: number;
  snippet: string;
  rank: number;
  /** the stored file of a document's current version (terms have none) */
  file?: { key: string; name: string; contentType: string };
}

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

/**
 * Portuguese full-text search over the current version of visible documents and the current
 * published version of terms, for the AI "Motor local" and any caller that needs sources.
 */
export async function searchKnowledge(db: Db, input: KnowledgeQuery): Promise<KnowledgeHit[]> {
  const limit = Math.min(Math.max(input.limit ?? 5, 1), 50);
  const q = tsQueryOf(input.query, input.match);
  if (!q) return [];
  const words = queryTerms(input.query);

  const docVector = sql`to_tsvector('portuguese', ${documents.searchText})`;
  const docRank = sql<number>`ts_rank(${docVector}, ${q})`;
  const docs = await db
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
    .where(and(documentVisibleTo(input), sql`${docVector} @@ ${q}`))
    .orderBy(desc(docRank))
    .limit(limit);

  const termsVector = sql`to_tsvector('portuguese', ${termsVersions.searchText})`;
  const termsRank = sql<number>`ts_rank(${termsVector}, ${q})`;
  const latest = sql`${termsVersions.version} = (select max(v2.version) from ${termsVersions} v2 where v2.terms_id = ${terms.id} and v2.published_at is not null)`;
  const productFilter = input.clientId
    ? or(
        isNull(terms.product),
        sql`${terms.product} = any(select unnest(${clients.products}) from ${clients} where ${clients.id} = ${input.clientId})`,
      )
    : undefined;
  const termRows = await db
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

  const hits: KnowledgeHit[] = [
    ...docs.map((d) => ({
      source: 'document' as const,
      id: d.id,
      title: d.title,
      label: d.label,
      version: d.version,
      snippet: snippetFor(d.text || d.description || d.title, words),
      rank: Number(d.rank),
      file: { key: d.fileKey, name: d.fileName, contentType: d.mime },
    })),
    ...termRows.map((t) => ({
      source: 'terms' as const,
      id: t.id,
      title: t.title,
      label: t.label,
      version: t.version,
      snippet: snippetFor(htmlToText(t.html), words),
      rank: Number(t.rank),
    })),
  ];
  return hits.sort((a, b) => b.rank - a.rank).slice(0, limit);
}

/**
 * The AI engine's `KnowledgeSearch` (ai/providers/local/knowledge-search.ts) over this search:
 * same accent/plural folding as the stored `search_text`. As in that interface, `clientId: null`
 * means a staff caller (internal documents included). `linkTo` turns a document's file into a
 * short-lived download link so answers can cite it.
 */
export function createKnowledgeSearch(db: Db, linkTo?: (file: NonNullable<KnowledgeHit['file']>) => string) {
  return {
    async search(query: string, options: { clientId: string | null; limit: number }) {
      const hits = await searchKnowledge(db, {
        query,
        clientId: options.clientId,
        staff: options.clientId === null,
        limit: options.limit,
      });
      return hits.map((h) => ({
        source: h.source === 'document' ? ('documento' as const) : ('termo' as const),
        id: h.id,
        title: h.title,
        excerpt: h.snippet,
        ...(h.file && linkTo ? { url: linkTo(h.file) } : {}),
      }));
    },
  };
}
