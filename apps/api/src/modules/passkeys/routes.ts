import { idParamSchema, passkeySchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin, authOf, dataOf, okSchema } from '../../lib/http';
import { listMyPasskeys, removePasskey } from './passkeys-service';

/**
 * The user's own passkeys ("Meu perfil"): the list and the removal. The enrolment (it reaches a session
 * restricted to it and reissues its tokens) and the sign-in with one live in the auth module.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Minha conta'];
  const config = { access: 'authenticated' } as const;

  app.get(
    '/api/me/passkeys',
    { config, schema: { tags, response: { 200: dataOf(z.array(passkeySchema)) } } },
    async (request) => ({ data: await listMyPasskeys(deps, authOf(request)) }),
  );

  app.delete(
    '/api/me/passkeys/:id',
    {
      config: { ...config, notFound: 'PASSKEY_NOT_FOUND' },
      schema: { tags, params: idParamSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await removePasskey(deps, authOf(request), request.params.id, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );
};
