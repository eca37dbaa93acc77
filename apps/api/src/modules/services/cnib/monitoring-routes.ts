import {
  cnibAlertSchema,
  cnibClientQuerySchema,
  cnibWatchInputSchema,
  cnibWatchSchema,
  idParamSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf, dataOf, okSchema } from '../../../lib/http';
import { addWatch, listAlerts, listWatches, removeWatch } from './monitoring';

const tags = ['Serviços: CNIB'];

/** Watch list (documents re-consulted daily) and the alerts the monitoring job raised. */
export const cnibMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/api/services/cnib/monitoramento',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: {
        tags,
        querystring: cnibClientQuerySchema,
        response: { 200: dataOf(z.array(cnibWatchSchema)) },
      },
    },
    async (request) => ({ data: await listWatches(deps, authOf(request), request.query.client_id) }),
  );
  app.post(
    '/api/services/cnib/monitoramento',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, body: cnibWatchInputSchema, response: { 200: dataOf(z.array(cnibWatchSchema)) } },
    },
    async (request) => ({ data: await addWatch(deps, authOf(request), request.body) }),
  );
  app.delete(
    '/api/services/cnib/monitoramento/:id',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeWatch(deps, authOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
  app.get(
    '/api/services/cnib/alertas',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: {
        tags,
        querystring: cnibClientQuerySchema,
        response: { 200: dataOf(z.array(cnibAlertSchema)) },
      },
    },
    async (request) => ({ data: await listAlerts(deps, authOf(request), request.query.client_id) }),
  );
};
