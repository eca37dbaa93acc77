import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The first ancestor holding apps/backoffice: this module runs from src/lib or from the bundle in dist. */
function findRepoRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'apps', 'backoffice')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const repoRoot = findRepoRoot(new URL('.', import.meta.url).pathname);

/** Where the two front-end builds live (the test points them at a fixture folder). */
export interface StaticDirs {
  backoffice: string;
  widget: string;
}

/**
 * Serves the built back-office at / (with SPA fallback for its client-side routes) and the built
 * widget at /widget/. Missing builds are skipped: `npm run dev` serves the front end through Vite.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  await serveBuilds(app, {
    backoffice: resolve(app.deps.config.STATIC_DIR ?? resolve(repoRoot, 'apps/backoffice/dist')),
    widget: resolve(repoRoot, 'packages/widget/dist'),
  });
}

/**
 * Vite names files under assets/ (back-office) and chunks/ (widget) by content hash, so a browser
 * may keep them forever; everything else (index.html, the widget loader siao-assistant.js, the
 * editor page) keeps its name across releases and must be revalidated on every load.
 */
function setCacheHeaders(reply: FastifyReply, path: string): void {
  const hashed = path.includes(`${sep}assets${sep}`) || path.includes(`${sep}chunks${sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** `.br`/`.gz` siblings are written by scripts/precompress.mjs after `vite build`. */
const fileOptions = { preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders };

export async function serveBuilds(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  const { backoffice, widget } = dirs;
  if (existsSync(widget)) await registerWidget(app, widget);
  if (!existsSync(resolve(backoffice, 'index.html'))) return;
  await app.register(fastifyStatic, {
    ...fileOptions,
    root: backoffice,
    prefix: '/',
    wildcard: false,
    index: false,
  });
  // /login arrives as ready HTML (the form prerendered at build time, apps/backoffice/build/prerender-login.mjs)
  const loginPage = existsSync(resolve(backoffice, 'login.html')) ? 'login.html' : 'index.html';
  // every non-API GET that is not a file is a back-office route: answer with the SPA shell
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const page = request.url.split('?')[0] === '/login' ? loginPage : 'index.html';
    return reply.type('text/html').sendFile(page, backoffice);
  });
}

/**
 * Host pages on other origins load the loader and its module chunks (module scripts are fetched with
 * CORS), and frame the editor page; none of these files carries user data.
 */
async function registerWidget(app: FastifyInstance, root: string) {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.url.startsWith('/widget/editor.html')) {
        reply.removeHeader('x-frame-options');
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.header(
          'content-security-policy',
          `${csp.replace(/frame-ancestors [^;]*;?/, '')};frame-ancestors *`,
        );
      }
    });
    await scope.register(fastifyStatic, {
      ...fileOptions,
      root,
      prefix: '/widget/',
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
    });
  });
}
