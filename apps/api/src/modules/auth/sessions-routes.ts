import { endedSessionsSchema, idParamSchema, userSessionSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin, authOf, dataOf, okSchema } from '../../lib/http';
import { endMyOtherSessions, endMySession, listMySessions } from './user-sessions-service';

/** "Meu perfil › Sessões": the caller's own sessions, nobody else's. */
export const mySessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Minha conta'];
  const config = { access: 'authenticated' } as const;

  app.get(
    '/api/me/sessions',
    { config, schema: { tags, response: { 200: dataOf(z.array(userSessionSchema)) } } },
    async (request) => ({ data: await listMySessions(deps, authOf(request)) }),
  );

  app.delete(
    '/api/me/sessions/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await endMySession(deps, authOf(request), request.params.id, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/me/sessions/end-others',
    { config, schema: { tags, response: { 200: dataOf(endedSessionsSchema) } } },
    async (request) => ({
      data: { ended: await endMyOtherSessions(deps, authOf(request), auditOrigin(request)) },
    }),
  );
};
