import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../lib/errors';
import { allWidgetOrigins } from './repository';

const WIDGET_PATHS = /^\/api\/(threads|messages|assistants|export|widget|files)(\/|$|\?)/;
const CACHE_MS = 30_000;

/** `Origin: null` (sandboxed frames, file://) and other non-URLs have no host: never the same host. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * CORS for the widget: each client lists the origins allowed to embed it (clients.widget_origins).
 * The global CORS plugin knows only CORS_ORIGINS; this root hook answers preflights from any
 * client's origin and, on real calls, allows the origin only for the caller's own client.
 */
export const widgetCors = fp(async (app: FastifyInstance) => {
  let cache: { at: number; origins: Promise<Map<string, Set<string>>> } | null = null;
  const origins = () => {
    if (!cache || Date.now() - cache.at > CACHE_MS)
      cache = { at: Date.now(), origins: allWidgetOrigins(app.deps.db) };
    return cache.origins;
  };
  const staticOrigins = new Set(
    app.deps.config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );

  const allow = (reply: FastifyReply, origin: string) => {
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'content-disposition, x-request-id, retry-after');
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || staticOrigins.has(origin) || staticOrigins.has('*') || !WIDGET_PATHS.test(request.url))
      return;
    const byClient = await origins();
    if (request.method === 'OPTIONS') {
      if (![...byClient.values()].some((set) => set.has(origin))) return;
      allow(reply, origin);
      reply.header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE');
      reply.header(
        'access-control-allow-headers',
        'authorization, content-type, context-user, x-request-id, x-api-key',
      );
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
    const auth = request.auth;
    const sameHost = hostOf(origin) === request.headers.host;
    if (!auth?.clientId || sameHost) {
      if ([...byClient.values()].some((set) => set.has(origin))) allow(reply, origin);
      return;
    }
    if (byClient.get(auth.clientId)?.has(origin)) allow(reply, origin);
    else if (auth.audience === 'widget') throw new AppError('WIDGET_ORIGIN_NOT_ALLOWED');
  });
});
