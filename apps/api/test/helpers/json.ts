import { dataOf, errorBodySchema, pageOf } from '@siao/shared';
import { z } from 'zod';

/** What `app.inject` answers (only the parts the helpers read). */
interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/**
 * The API's answer parsed with the shared response schema: typed for the test, and the test fails with a
 * readable message (the status, each mismatch, the start of the body) when the answer drifts from the schema.
 */
export function json<S extends z.ZodType>(res: Answer, schema: S): z.infer<S> {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`A resposta ${res.statusCode} não é JSON: ${res.body.slice(0, 300)}`);
  }
  const parsed = schema.safeParse(body);
  // the answer as the caller receives it (a parse would drop keys the schema does not name, so an extra
  // field leaking into an answer would still pass a `toEqual`)
  if (parsed.success) return body as z.infer<S>;
  throw new Error(
    `A resposta ${res.statusCode} não segue o schema compartilhado:\n${z.prettifyError(parsed.error)}\n${res.body.slice(0, 500)}`,
  );
}

/** `{ data }` answers (`dataOf` in lib/http.ts). */
export const data = <S extends z.ZodType>(res: Answer, schema: S): z.infer<S> =>
  (json(res, dataOf(schema)) as { data: z.infer<S> }).data;

/** `{ data, page, limit, total }` answers (`pageOf` in lib/http.ts). */
export const page = <S extends z.ZodType>(res: Answer, item: S) =>
  json(res, pageOf(item)) as {
    data: z.infer<S>[];
    page: number;
    limit: number;
    total: number;
  };

/** The error body every failed call answers (one error table, lib/errors.ts). */
export const apiErrorSchema = errorBodySchema;
export const apiError = (res: Answer) => json(res, apiErrorSchema).error;
