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

/** Whether any client lists `origin` among the origins that embed its widget. */
const someClientEmbeds = (byClient: Map<string, Set<string>>, origin: string) =>
  [...byClient.values()].some((set) => set.has(origin));

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
      if (!someClientEmbeds(byClient, origin)) return;
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
      if (someClientEmbeds(byClient, origin)) allow(reply, origin);
      return;
    }
    if (byClient.get(auth.clientId)?.has(origin)) allow(reply, origin);
    else if (auth.audience === 'widget') throw new AppError('WIDGET_ORIGIN_NOT_ALLOWED');
  });

  // The guard refuses an expired or revoked token before the hook above runs. The widget renews its token
  // when it reads that 401, so an origin some client embeds the widget on may read the refusal (it
  // carries no data), as it may read any answer given without a session.
  app.addHook('onSend', (request, reply, payload, done) => {
    const origin = request.headers.origin;
    if (
      reply.statusCode !== 401 ||
      !origin ||
      reply.hasHeader('access-control-allow-origin') ||
      !WIDGET_PATHS.test(request.url)
    )
      return done(null, payload);
    origins().then((byClient) => {
      if (someClientEmbeds(byClient, origin)) allow(reply, origin);
      done(null, payload);
    }, done);
  });
});
