import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/raw';
import { htmlText } from '../../documents/html-text';

export interface KnowledgeHit {
  source: 'documento' | 'termo';
  id: string;
  title: string;
  /** the passage of the source that best matches the question */
  excerpt: string;
}

/** The knowledge base the local engine answers from (published documents and terms). */
export interface KnowledgeSearch {
  search(query: string, options: { clientId: string | null; limit: number }): Promise<KnowledgeHit[]>;
}

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç';
const UNACCENTED = 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc';

export function foldAccents(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** Words of the question as an OR tsquery: a question rarely repeats every word of the answer. */
export function orQuery(question: string): string | null {
  const words = foldAccents(question)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
  return words.length ? [...new Set(words)].slice(0, 20).join(' | ') : null;
}

/** The paragraph (or window) of `text` sharing most words with the question. */
export function bestPassage(text: string, question: string, maxLength = 400): string {
  const words = new Set(
    foldAccents(question)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3),
  );
  const blocks = text
    .split(/\n{1,}|(?<=[.!?])\s+/)
    .map((block) => block.trim())
    .filter((block) => block.length > 20);
  let best = blocks[0] ?? text.slice(0, maxLength);
  let bestScore = -1;
  for (const block of blocks) {
    const folded = foldAccents(block);
    const score = [...words].filter((word) => folded.includes(word)).length;
    if (score > bestScore) {
      best = block;
      bestScore = score;
    }
  }
  return best.length > maxLength ? `${best.slice(0, maxLength).trimEnd()}…` : best;
}

interface Row extends Record<string, unknown> {
  source: 'documento' | 'termo';
  id: string;
  title: string;
  body: string | null;
  is_html: boolean;
}

/**
 * Portuguese full-text search over the documents a client may read (visibility and trash honoured)
 * and the published version of each term, on the accent-folded `search_text` columns (GIN-indexed).
 */
export function createSqlKnowledgeSearch(db: Db): KnowledgeSearch {
  return {
    async search(question, { clientId, limit }) {
      const query = orQuery(question);
      if (!query) return [];
      const rows = await queryRows<Row>(
        db,
        sql`
        with q as (select to_tsquery('portuguese', translate(${query}, ${ACCENTED}, ${UNACCENTED})) as query)
        (select 'documento' as source, d.id::text as id, d.title, coalesce(v.extracted_text, d.description, d.title) as body,
                false as is_html, ts_rank(to_tsvector('portuguese', d.search_text), q.query) as rank
           from documents d
           cross join q
           left join document_versions v on v.document_id = d.id and v.version = d.current_version
          where d.deleted_at is null
            and to_tsvector('portuguese', d.search_text) @@ q.query
            and (${clientId}::uuid is null
                 or d.visibility = 'todos_clientes'
                 or (d.visibility = 'clientes_escolhidos' and exists (
                      select 1 from document_clients dc where dc.document_id = d.id and dc.client_id = ${clientId}::uuid)))
          order by rank desc limit ${limit})
        union all
        (select 'termo' as source, t.id::text as id, t.title, v.content_html as body, true as is_html,
                ts_rank(to_tsvector('portuguese', v.search_text), q.query) as rank
           from terms t
           cross join q
           join lateral (select * from terms_versions tv where tv.terms_id = t.id and tv.published_at is not null
                          order by tv.version desc limit 1) v on true
          where to_tsvector('portuguese', v.search_text) @@ q.query
          order by rank desc limit ${limit})
        order by rank desc limit ${limit}`,
      );
      return rows.map((row) => {
        const body = row.is_html ? htmlText(row.body ?? '') : (row.body ?? '');
        return { source: row.source, id: row.id, title: row.title, excerpt: bestPassage(body, question) };
      });
    },
  };
}
