import { addPasskeySchema, idParamSchema, passkeyOptionsSchema, passkeySchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin, authOf, dataOf, okSchema } from '../../lib/http';
import { addPasskey, listMyPasskeys, removePasskey, startPasskeyRegistration } from './passkeys-service';

/** The user's own passkeys ("Meu perfil"); the sign-in with one lives with the other sign-ins (auth). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Minha conta'];
  const config = { access: 'authenticated' } as const;

  app.get(
    '/api/me/passkeys',
    { config, schema: { tags, response: { 200: dataOf(z.array(passkeySchema)) } } },
    async (request) => ({ data: await listMyPasskeys(deps, authOf(request)) }),
  );

  app.post(
    '/api/me/passkeys/options',
    {
      config,
      schema: {
        tags,
        summary: 'Opções para cadastrar uma chave de acesso (navigator.credentials.create)',
        response: { 200: dataOf(passkeyOptionsSchema) },
      },
    },
    async (request) => ({ data: await startPasskeyRegistration(deps, authOf(request)) }),
  );

  app.post(
    '/api/me/passkeys',
    {
      config,
      schema: { tags, body: addPasskeySchema, response: { 200: dataOf(passkeySchema) } },
    },
    async (request) => ({
      data: await addPasskey(deps, authOf(request), request.body, auditOrigin(request)),
    }),
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
