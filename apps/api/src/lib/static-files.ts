import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../../../..');

/**
 * Serves the built back-office at / (with SPA fallback for its client-side routes) and the built
 * widget at /widget/. Missing builds are skipped: `npm run dev` serves the front end through Vite.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const backoffice = resolve(app.deps.config.STATIC_DIR ?? resolve(repoRoot, 'apps/backoffice/dist'));
  const widget = resolve(repoRoot, 'packages/widget/dist');

  if (existsSync(widget)) {
    await app.register(fastifyStatic, {
      root: widget,
      prefix: '/widget/',
      decorateReply: false,
      index: ['index.html'],
    });
  }
  if (!existsSync(resolve(backoffice, 'index.html'))) return;
  await app.register(fastifyStatic, { root: backoffice, prefix: '/', wildcard: false, index: false });
  // every non-API GET that is not a file is a back-office route: answer with the SPA shell
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html', backoffice, { cacheControl: false });
  });
}
