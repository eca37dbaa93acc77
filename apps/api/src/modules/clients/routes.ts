import {
  clientEditSchema,
  clientExportQuerySchema,
  clientInputSchema,
  clientListQuerySchema,
  clientSchema,
  historyEntrySchema,
  historyQuerySchema,
  idParamSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../lib/audit';
import { EVERYONE, MANAGERS, STAFF } from '../../lib/auth/access';
import { sendTable } from '../../lib/export/table-export';
import { listHistory } from '../../lib/history-repository';
import { authOf, dataOf, okSchema, pageOf } from '../../lib/http';
import { toClientDto } from './client-dto';
import { exportClients } from './export';
import { createClient, editClient, getVisibleClient, listClientsPage, removeClient } from './service';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Clientes'];
  app.get(
    '/api/clients',
    {
      config: { access: EVERYONE },
      schema: { tags, querystring: clientListQuerySchema, response: { 200: pageOf(clientSchema) } },
    },
    async (request) => listClientsPage(deps, authOf(request), request.query),
  );

  app.get(
    '/api/clients/export',
    { config: { access: STAFF }, schema: { tags, querystring: clientExportQuerySchema } },
    async (request, reply) => sendTable(reply, await exportClients(deps, authOf(request), request.query)),
  );

  app.get(
    '/api/clients/:id',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(clientSchema) } },
    },
    async (request) => ({
      data: toClientDto(await getVisibleClient(deps, authOf(request), request.params.id)),
    }),
  );

  app.post(
    '/api/clients',
    {
      config: { access: STAFF },
      schema: { tags, body: clientInputSchema, response: { 201: dataOf(clientSchema) } },
    },
    async (request, reply) => {
      const data = await createClient(deps, request.body, auditOrigin(request));
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/clients/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        body: clientEditSchema,
        response: { 200: dataOf(clientSchema) },
      },
    },
    async (request) => ({
      data: await editClient(deps, authOf(request), request.params.id, request.body, auditOrigin(request)),
    }),
  );

  app.delete(
    '/api/clients/:id',
    { config: { access: MANAGERS }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeClient(deps, request.params.id, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/clients/:id/history',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: pageOf(historyEntrySchema) },
      },
    },
    async (request) => {
      const client = await getVisibleClient(deps, authOf(request), request.params.id);
      const { page, limit } = request.query;
      return listHistory(deps.db, { clientId: client.id }, page, limit);
    },
  );
};
