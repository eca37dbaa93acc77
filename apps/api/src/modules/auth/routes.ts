import {
  loginResultSchema,
  loginSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  refreshSchema,
  resetPasswordSchema,
  resetPasswordTokenSchema,
  sessionTokensSchema,
  signedInSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, clientInfo, dataOf, messageSchema, okSchema } from '../../lib/http';
import { login } from './login-service';
import { passkeySignInOptions, signInWithPasskey } from './passkey-login-service';
import {
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  resetPasswordWithToken,
} from './reset-service';
import { secondFactorRoutes } from './second-factor/routes';
import { logout, refreshSession } from './session-service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Autenticação'];

  await app.register(secondFactorRoutes);

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { tags, body: loginSchema, response: { 200: dataOf(loginResultSchema) } },
    },
    async (request) => ({ data: await login(deps, request.body, clientInfo(request)) }),
  );

  app.post(
    '/api/login/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Opções para entrar com uma chave de acesso (navigator.credentials.get)',
        response: { 200: dataOf(passkeyOptionsSchema) },
      },
    },
    async (request) => ({ data: await passkeySignInOptions(deps, clientInfo(request)) }),
  );

  app.post(
    '/api/login/passkey',
    {
      config: { access: 'public' },
      schema: { tags, body: passkeyLoginSchema, response: { 200: dataOf(signedInSchema) } },
    },
    async (request) => ({ data: await signInWithPasskey(deps, request.body, clientInfo(request)) }),
  );

  app.post(
    '/api/refresh',
    {
      config: { access: 'public' },
      schema: { tags, body: refreshSchema, response: { 200: dataOf(sessionTokensSchema) } },
    },
    async (request) => ({
      data: await refreshSession(deps, request.body.refresh_token, clientInfo(request)),
    }),
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'authenticated', audiences: ['backoffice', 'ai'], secondFactorEnrolment: true },
      schema: { tags, response: { 200: okSchema } },
    },
    async (request) => {
      await logout(deps, authOf(request), clientInfo(request));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, clientInfo(request));
      return { data: { message: RESET_REQUESTED_MESSAGE } };
    },
  );

  app.post(
    '/api/reset-password-token',
    {
      config: { access: 'public' },
      schema: { tags, body: resetPasswordTokenSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await resetPasswordWithToken(deps, request.body.token, request.body.password, clientInfo(request));
      return { data: { message: RESET_DONE_MESSAGE } };
    },
  );
};
