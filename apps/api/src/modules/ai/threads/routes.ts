import {
  createThreadSchema,
  idParamSchema,
  MESSAGE_PAGE_SIZE,
  messageItemSchema,
  threadSchema,
  updateThreadSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf, dataOf, okSchema, pageOf } from '../../../lib/http';
import { AI_AUDIENCES } from '../common';
import * as service from './service';

const tags = ['IA: conversas'];
const config = { access: EVERYONE, audiences: AI_AUDIENCES };
/** a thread route: a malformed id answers THREAD_NOT_FOUND, like an unknown one */
const threadConfig = { ...config, notFound: 'THREAD_NOT_FOUND' as const };

export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/threads',
    { config, schema: { tags, body: createThreadSchema, response: { 200: dataOf(threadSchema) } } },
    async (request) => ({ data: await service.createThread(deps, authOf(request), request.body) }),
  );

  app.get(
    '/api/threads',
    {
      config,
      schema: {
        tags,
        summary: 'Conversas do usuário (do contexto, se informado), mais recentes primeiro',
        response: { 200: dataOf(z.array(threadSchema)) },
      },
    },
    async (request) => ({ data: await service.listThreads(deps, authOf(request)) }),
  );

  app.patch(
    '/api/threads/:id',
    {
      config: threadConfig,
      schema: {
        tags,
        params: idParamSchema,
        body: updateThreadSchema,
        response: { 200: dataOf(threadSchema) },
      },
    },
    async (request) => ({
      data: await service.renameThread(deps, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/threads/:id',
    { config: threadConfig, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.deleteThread(deps, authOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/threads/:id/messages',
    {
      config: threadConfig,
      schema: {
        tags,
        summary: 'Mensagens paginadas: a página 1 traz as mais recentes (cada página em ordem cronológica)',
        params: idParamSchema,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
        }),
        response: { 200: pageOf(messageItemSchema) },
      },
    },
    async (request) =>
      service.messagePage(deps, authOf(request), request.params.id, request.query.page, request.query.limit),
  );
};
