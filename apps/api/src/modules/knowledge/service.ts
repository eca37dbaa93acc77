import type { Db } from '../../db/client';
import { tsQueryOf } from '../../lib/search-sql-repository';
import { htmlToText, queryTerms, snippetFor } from '../../lib/search-text';
import { searchDocuments, searchTerms } from './repository';

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

/**
 * Portuguese full-text search over the current version of visible documents and the current
 * published version of terms, for the AI "Motor local" and any caller that needs sources.
 */
export async function searchKnowledge(db: Db, input: KnowledgeQuery): Promise<KnowledgeHit[]> {
  const limit = Math.min(Math.max(input.limit ?? 5, 1), 50);
  const q = tsQueryOf(input.query, input.match);
  if (!q) return [];
  const words = queryTerms(input.query);

  const docs = await searchDocuments(db, input, q, limit);
  const termRows = await searchTerms(db, input.clientId, q, limit);

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
