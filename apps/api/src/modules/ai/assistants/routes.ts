import { assistantAdminSchema, assistantInputSchema, assistantSchema, idParamSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE, MANAGERS, SUPERADMIN } from '../../../lib/auth/access';
import { authOf, dataOf } from '../../../lib/http';
import { AI_AUDIENCES } from '../common';
import * as service from './service';

const tags = ['IA: assistentes'];

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/assistants',
    {
      config: { access: EVERYONE, audiences: AI_AUDIENCES },
      schema: {
        tags,
        summary: 'Assistentes visíveis ao cliente do usuário',
        response: { 200: dataOf(z.array(assistantSchema)) },
      },
    },
    async (request) => ({ data: await service.listVisible(db, authOf(request).clientId) }),
  );

  app.get(
    '/api/assistants/manage',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Todos os assistentes (gestão)',
        response: { 200: dataOf(z.array(assistantAdminSchema)) },
      },
    },
    async () => ({ data: await service.listForAdmin(db) }),
  );

  app.get(
    '/api/chatgpt-assistants',
    {
      config: { access: SUPERADMIN },
      schema: {
        tags,
        summary: 'Assistentes ChatGPT (legado)',
        response: { 200: dataOf(z.array(assistantAdminSchema)) },
      },
    },
    async () => ({ data: (await service.listForAdmin(db)).filter((a) => a.legacy_openai_assistant_id) }),
  );

  app.get(
    '/api/assistants/:id',
    {
      config: { access: MANAGERS, notFound: 'ASSISTANT_NOT_FOUND' },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(assistantAdminSchema) } },
    },
    async (request) => ({ data: await service.getForAdmin(db, request.params.id) }),
  );

  app.post(
    '/api/assistants',
    {
      config: { access: MANAGERS },
      schema: { tags, body: assistantInputSchema, response: { 201: dataOf(assistantAdminSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.saveAssistant(db, null, request.body) }),
  );

  app.put(
    '/api/assistants/:id',
    {
      config: { access: MANAGERS, notFound: 'ASSISTANT_NOT_FOUND' },
      schema: {
        tags,
        params: idParamSchema,
        body: assistantInputSchema,
        response: { 200: dataOf(assistantAdminSchema) },
      },
    },
    async (request) => ({
      data: await service.saveAssistant(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/assistants/:id',
    {
      config: { access: MANAGERS, notFound: 'ASSISTANT_NOT_FOUND' },
      schema: {
        tags,
        summary: 'Exclui o assistente (ou o desativa, se já tiver conversas)',
        params: idParamSchema,
        response: { 200: dataOf(z.object({ result: z.enum(['deleted', 'deactivated']) })) },
      },
    },
    async (request) => ({
      data: { result: await service.removeAssistant(db, request.params.id) },
    }),
  );
};
