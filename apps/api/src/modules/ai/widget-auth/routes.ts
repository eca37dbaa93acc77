import {
  createWidgetApiKeySchema,
  idParam,
  idParamSchema,
  widgetApiKeySchema,
  widgetRefreshRequestSchema,
  widgetTokenRequestSchema,
  widgetTokenResponseSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGERS } from '../../../lib/auth/access';
import { authOf, clientInfo, dataOf, okSchema } from '../../../lib/http';
import { AI_AUDIENCES } from '../common';
import * as service from './service';

const tags = ['IA: widget'];
const clientParam = idParamSchema;

function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = /^Bearer\s+(siao_wk_\S+)$/i.exec(String(headers.authorization ?? ''));
  return bearer?.[1] ?? null;
}

export const widgetAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/clients/:id/widget-keys',
    {
      config: { access: MANAGERS },
      schema: { tags, params: clientParam, response: { 200: dataOf(z.array(widgetApiKeySchema)) } },
    },
    async (request) => ({ data: await service.listKeys(deps, request.params.id) }),
  );

  app.post(
    '/api/clients/:id/widget-keys',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Cria uma chave de API (exibida uma única vez)',
        params: clientParam,
        body: createWidgetApiKeySchema,
        response: { 201: dataOf(widgetApiKeySchema.extend({ key: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const created = await service.createKey(deps, id, request.body.name, authOf(request).userId);
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/api/clients/:id/widget-keys/:keyId',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        params: clientParam.extend({ keyId: idParam }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.revokeKey(deps, request.params.id, request.params.keyId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/widget/tokens',
    {
      // the API key is checked by the service; a signed-in user's own token also works
      config: { access: 'public', audiences: AI_AUDIENCES },
      schema: {
        tags,
        summary: 'Emite tokens do widget para um usuário do site do cliente (chave de API em X-Api-Key)',
        body: widgetTokenRequestSchema,
        response: { 200: dataOf(widgetTokenResponseSchema) },
      },
    },
    async (request) => ({
      data: await service.tokensFor(
        deps,
        { apiKey: apiKeyOf(request.headers), auth: request.auth },
        request.body,
      ),
    }),
  );

  app.post(
    '/api/widget/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: widgetRefreshRequestSchema,
        response: { 200: dataOf(widgetTokenResponseSchema) },
      },
    },
    async (request) => ({
      data: await service.refresh(deps, request.body.refreshToken, clientInfo(request)),
    }),
  );

  app.get(
    '/api/widget/demo-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Token para a página de demonstração (só com WIDGET_DEMO=true; um visitante novo por token)',
        querystring: z.object({ context: z.string().max(200).optional() }),
        response: { 200: dataOf(widgetTokenResponseSchema) },
      },
    },
    async (request) => ({ data: await service.demoTokens(deps, request.query.context?.trim() || null) }),
  );
};
