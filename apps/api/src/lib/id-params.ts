import type { ErrorCode } from '@siao/shared';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the 404 code a malformed path parameter answers (default NOT_FOUND), e.g. ASSISTANT_NOT_FOUND */
    notFound?: ErrorCode;
  }
}

/** Path parameters that name a record: `:id` and `:xxxId` (`:keyId`, `:trailId`, `:questionId`…). */
export const isIdParam = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

/** The path parameters of a route URL, in order (`/api/a/:id/b/:keyId` → `id`, `keyId`). */
export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

type ZodLike = { _zod?: { def?: { format?: string } } };

/** Whether the route's `schema.params` declares `name` as a UUID (the shared `idParam`, or `z.uuid()`). */
function declaresUuid(params: unknown, name: string): boolean {
  const shape = (params as { shape?: Record<string, ZodLike> } | undefined)?.shape;
  const format = shape?.[name]?._zod?.def?.format;
  return format === 'guid' || format === 'uuid';
}

/**
 * The route table's id rule: the app refuses to start when an /api route has an id-like path
 * parameter that its params schema does not declare as a UUID. With it, a malformed id fails
 * validation, which the error handler answers 404 NOT_FOUND, before the handler runs any query.
 */
export function registerIdParamCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const name of pathParams(route.url).filter(isIdParam)) {
      if (!declaresUuid(route.schema?.params, name)) {
        throw new Error(
          `Rota ${route.method} ${route.url}: o parâmetro :${name} precisa ser declarado em schema.params com idParam (UUID)`,
        );
      }
    }
  });
}
