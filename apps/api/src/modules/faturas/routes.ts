import {
  createFaturaSchema,
  faturaListQuerySchema,
  faturaListSchema,
  faturaSchema,
  faturaTotalsSchema,
  idParamSchema,
  updateFaturaSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../lib/audit';
import { EVERYONE, STAFF } from '../../lib/auth/access';
import { authOf, dataOf } from '../../lib/http';
import { faturaActionRoutes } from './action-routes';
import { faturaExportRoutes } from './export-routes';
import { faturaLoteRoutes } from './lote-routes';
import { toFaturaDto } from './mapper';
import { createFatura, faturaTotals, getFatura, listFaturas, updateFatura } from './service';

const idParams = idParamSchema;
export const tags = ['Faturas'];

export const faturaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/faturas',
    {
      config: { access: EVERYONE },
      schema: { tags, querystring: faturaListQuerySchema, response: { 200: faturaListSchema } },
    },
    async (request) => listFaturas(deps.db, authOf(request), request.query),
  );

  app.get(
    '/api/faturas/totais',
    {
      config: { access: EVERYONE },
      schema: {
        tags,
        querystring: z.object({ client_id: z.uuid({ error: 'Cliente inválido.' }).optional() }),
        response: { 200: dataOf(faturaTotalsSchema) },
      },
    },
    async (request) => ({ data: await faturaTotals(deps.db, authOf(request), request.query.client_id) }),
  );

  app.get(
    '/api/faturas/:id',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParams, response: { 200: dataOf(faturaSchema) } },
    },
    async (request) => {
      const found = await getFatura(deps, authOf(request), request.params.id);
      return { data: await toFaturaDto(deps, found) };
    },
  );

  app.post(
    '/api/faturas',
    {
      config: { access: STAFF },
      schema: { tags, body: createFaturaSchema, response: { 201: dataOf(faturaSchema) } },
    },
    async (request, reply) => {
      const data = await createFatura(deps, request.body, auditOrigin(request));
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/faturas/:id',
    {
      config: { access: STAFF },
      schema: { tags, params: idParams, body: updateFaturaSchema, response: { 200: dataOf(faturaSchema) } },
    },
    async (request) => ({
      data: await updateFatura(deps, request.params.id, request.body, auditOrigin(request)),
    }),
  );

  await app.register(faturaActionRoutes);
  await app.register(faturaExportRoutes);
  await app.register(faturaLoteRoutes);
};
