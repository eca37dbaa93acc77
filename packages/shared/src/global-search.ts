// Global search (Ctrl+K) limits and result shape, without zod: the back-office's lazy search dialog
// imports this file alone; the route's zod schema (schemas/search.ts) uses the same numbers.

/** Shortest and longest query the search accepts (characters, after trimming). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
/** Results per group (clientes, faturas, documentos, usuários). */
export const SEARCH_GROUP_LIMIT = 5;

export const searchGroups = ['clientes', 'faturas', 'documentos', 'usuarios'] as const;
export type SearchGroup = (typeof searchGroups)[number];

export interface SearchHit {
  id: string;
  /** What the result is called: client name, "Fatura nº 000123", document title, user name. */
  titulo: string;
  /** One line under it: CNPJ/CPF, client and situation, category, e-mail. */
  detalhe: string | null;
  /** The fatura's client (its page is under the client). */
  client_id: string | null;
}

export type SearchResult = Record<SearchGroup, SearchHit[]>;
