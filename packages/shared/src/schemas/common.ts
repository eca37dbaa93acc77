import { z } from 'zod';

/** Query of every paginated list: page is 1-based; sort is `field` or `-field` (descending). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().max(40).optional(),
  q: z.string().trim().max(200).optional(),
});

type UrlValue<T> = T extends number ? number : T extends boolean ? boolean : string;

/**
 * A list's filters as a screen holds them (read from its URL) before the API's query schema parses them:
 * the schema's own fields, numbers and flags as such, any other value as text. Derive a screen's filter
 * type from the shared query schema with this, never by hand.
 */
export type ListFilters<S extends z.ZodType> = { [K in keyof z.output<S>]: UrlValue<z.output<S>[K]> };

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

/**
 * A record id in a URL path (`:id`, `:xxxId`): a UUID as PostgreSQL's uuid type accepts it. Every
 * route declares its id parameters with this; a malformed id is answered 404 before any query, and
 * the API refuses to start when an id-like path parameter is not declared with it.
 */
export const idParam = z.guid({ error: 'Registro não encontrado.' });

/** `params` of a route whose only path parameter is `:id`. */
export const idParamSchema = z.object({ id: idParam });

/** `{ data: T }`: the envelope of every JSON answer of the API (its routes and its fakes use this one). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ data, page, limit, total }`: the envelope of every paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), limit: z.number(), total: z.number() });

/** `{ data: { ok: true } }` (logout, reorders…). */
export const okSchema = dataOf(z.object({ ok: z.literal(true) }));

/** The body of every refusal (one error table, `errors.ts`). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .array(z.object({ field: z.string(), message: z.string(), existing_id: z.string().optional() }))
      .optional(),
  }),
});

/**
 * The version an edit form loaded (optimistic concurrency): the server applies the edit only while the
 * record is still at that version, otherwise 409 `EDICAO_CONFLITANTE`.
 */
export const versionSchema = z.object({
  version: z.number({ error: 'Recarregue a página e tente de novo.' }).int().min(1),
});
