import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route receives a file (multipart upload or a chat part): it reads it through lib/files,
     * and the hostile-files test sends it the whole corpus. The intake refuses to read a file for
     * a route that does not declare it.
     */
    acceptsFile?: boolean;
  }
  interface FastifyInstance {
    /** every route declaring `config.acceptsFile`, as registered */
    fileRoutes: { method: string; url: string }[];
  }
}

/** Collects the routes that declare `config.acceptsFile` (the hostile-files test walks them). */
export function registerFileRoutes(app: FastifyInstance): void {
  app.decorate('fileRoutes', [] as { method: string; url: string }[]);
  app.addHook('onRoute', (route) => {
    if (!route.config?.acceptsFile) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.fileRoutes.push({ method, url: route.url });
  });
}

/**
 * Called by every intake function before it reads a file: a route that receives files without
 * declaring `config.acceptsFile` fails on its first upload (and in its tests), so it cannot
 * escape the hostile-files test.
 */
export function assertAcceptsFile(request: FastifyRequest): void {
  if (!request.routeOptions.config?.acceptsFile) {
    throw new Error(
      `A rota ${request.method} ${request.routeOptions.url} recebe arquivo sem declarar config.acceptsFile`,
    );
  }
}
