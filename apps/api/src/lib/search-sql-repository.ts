import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { documents } from '../db/schema';
import { queryTerms } from './search-text';

// SQL fragments of full-text search and document visibility, used by the repositories of knowledge,
// documents and dashboard (each builds its own query around them).

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
