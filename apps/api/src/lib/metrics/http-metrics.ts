import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './registry';

/** Every response's duration, labelled by the matched route pattern (`/api/clients/:id`), never the raw URL. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'sem_rota';
    httpRequestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
