import {
  createdPersonalTokenSchema,
  createPersonalTokenSchema,
  idParamSchema,
  personalTokenSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin, authOf, dataOf, okSchema } from '../../lib/http';
import { createMyToken, listMyTokens, revokeMyToken } from './service';

/** "Meu perfil › Tokens de acesso pessoal": the caller's own tokens, nobody else's. */
export const personalTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Minha conta'];
  const config = { access: 'authenticated' } as const;

  app.get(
    '/api/me/personal-tokens',
    { config, schema: { tags, response: { 200: dataOf(z.array(personalTokenSchema)) } } },
    async (request) => ({ data: await listMyTokens(deps, authOf(request)) }),
  );

  app.post(
    '/api/me/personal-tokens',
    {
      config,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        body: createPersonalTokenSchema,
        response: { 201: dataOf(createdPersonalTokenSchema) },
      },
    },
    async (request, reply) => {
      const created = await createMyToken(deps, authOf(request), request.body, auditOrigin(request));
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/api/me/personal-tokens/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await revokeMyToken(deps, authOf(request), request.params.id, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );
};
