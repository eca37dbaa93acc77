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

/**
 * Collects the routes that declare `config.acceptsFile` (the hostile-files test walks them), and
 * refuses to start when a route can receive multipart without the intake: its plugin registered
 * `@fastify/multipart` itself instead of `acceptUploads` (lib/files/multipart.ts), which sends a
 * 415 to every route of the plugin that does not declare `config.acceptsFile`.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  app.decorate('fileRoutes', [] as { method: string; url: string }[]);
  app.addHook('onRoute', function (route) {
    if (this.hasContentTypeParser('multipart/form-data') && !this.hasDecorator('fileIntake')) {
      throw new Error(
        `A rota ${[route.method].flat().join(', ')} ${route.url} recebe multipart/form-data fora da entrada de arquivos: registre o multipart com acceptUploads (lib/files/multipart.ts) e declare config.acceptsFile na rota que lê o arquivo`,
      );
    }
    if (!route.config?.acceptsFile) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.fileRoutes.push({ method, url: route.url });
  });
}

/**
 * Called by every intake function before it reads a file. `acceptUploads` already refuses a
 * multipart request to a route without `config.acceptsFile` before its handler runs; this is the
 * same rule for a call from anywhere else (a JSON route cannot read a file either).
 */
export function assertAcceptsFile(request: FastifyRequest): void {
  if (!request.routeOptions.config?.acceptsFile) {
    throw new Error(
      `A rota ${request.method} ${request.routeOptions.url} recebe arquivo sem declarar config.acceptsFile`,
    );
  }
}
