import { serviceOverviewSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../lib/auth/access';
import { authOf, dataOf } from '../../lib/http';
import { cnibBatchRoutes } from './cnib/batch-routes';
import { cnibBatchSheetRoutes } from './cnib/batch-sheet-routes';
import { cnibExportRoutes } from './cnib/export-routes';
import { cnibMonitoringRoutes } from './cnib/monitoring-routes';
import { cnibRoutes } from './cnib/routes';
import { servicesOverview } from './overview';

/** The Serviços area: the hub's overview and each service's routes. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      config: { access: EVERYONE },
      schema: { tags: ['Serviços'], response: { 200: dataOf(z.array(serviceOverviewSchema)) } },
    },
    async (request) => ({ data: await servicesOverview(app.deps, authOf(request)) }),
  );
  await app.register(cnibExportRoutes);
  await app.register(cnibRoutes);
  await app.register(cnibBatchRoutes);
  await app.register(cnibBatchSheetRoutes);
  await app.register(cnibMonitoringRoutes);
};
