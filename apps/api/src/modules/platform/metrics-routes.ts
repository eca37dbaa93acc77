import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { checkMetricsAccess } from '../../lib/metrics/access';
import { scrapeMetrics } from '../../lib/metrics/cluster-metrics';
import { metricsRegistry } from '../../lib/metrics/registry';
import { parseCidrList } from '../../lib/net/cidr-list';

/**
 * Prometheus scrape endpoint. Not a user route (`public` for the session guard): it has its own
 * gate, a bearer METRICS_TOKEN or a peer inside METRICS_ALLOW, and does not exist (404) when neither
 * is configured.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const settings = {
    token: app.deps.config.METRICS_TOKEN,
    allow: parseCidrList(app.deps.config.METRICS_ALLOW),
  };
  app.get(
    '/api/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const access = checkMetricsAccess(settings, {
        authorization: request.headers.authorization,
        peer: request.socket.remoteAddress,
      });
      if (access === 'off') throw new AppError('ROUTE_NOT_FOUND');
      if (access === 'no-token') throw new AppError('TOKEN_NOT_PROVIDED');
      if (access === 'refused') throw new AppError('FORBIDDEN');
      return reply
        .header('content-type', metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await scrapeMetrics());
    },
  );
};
