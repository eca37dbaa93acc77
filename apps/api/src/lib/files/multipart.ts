import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** the limits of a plugin whose multipart parsing `acceptUploads` registered (file-routes.ts checks it) */
    fileIntake?: { fileSize: number; files: number };
  }
}

/**
 * The one way a route plugin receives multipart uploads: registers `@fastify/multipart` on this
 * plugin only (encapsulated), with the size and count limits of its files, and shuts the door to
 * every route of the plugin that does not declare `config.acceptsFile`: a multipart request to one
 * of them gets 415 before its handler runs, so no route reads a file without the declaration (and
 * without being in the hostile-files test). Registering `@fastify/multipart` any other way makes
 * the app refuse to start (`registerFileRoutes`), and `npm run lint` refuses its import outside
 * lib/files.
 */
export async function acceptUploads(
  app: FastifyInstance,
  limits: { fileSize: number; files: number },
): Promise<void> {
  await app.register(multipart, { limits });
  app.decorate('fileIntake', limits);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.acceptsFile) return;
    if (/^multipart\//i.test(request.headers['content-type'] ?? ''))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  });
}
