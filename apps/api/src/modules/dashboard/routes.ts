import { dashboardSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../lib/auth/access';
import { authOf, dataOf } from '../../lib/http';
import { clientDashboard, staffDashboard } from './service';

/** Painel de Controle: staff see the whole operation; a `cliente` sees only its own client. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/api/dashboard',
    {
      config: { access: EVERYONE },
      schema: { tags: ['Painel'], response: { 200: dataOf(dashboardSchema) } },
    },
    async (request) => {
      const auth = authOf(request);
      return {
        data: auth.role === 'cliente' ? await clientDashboard(deps, auth) : await staffDashboard(deps, auth),
      };
    },
  );
};
