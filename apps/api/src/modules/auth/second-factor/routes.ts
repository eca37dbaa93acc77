import {
  addPasskeySchema,
  challengeTokenSchema,
  idParamSchema,
  passkeyAddedSchema,
  passkeyOptionsSchema,
  secondFactorProofSchema,
  secondFactorRemovedSchema,
  secondFactorStatusSchema,
  secondStepSchema,
  signedInSchema,
  totpCodeSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPERADMIN } from '../../../lib/auth/access';
import { auditOrigin, authOf, clientInfo, dataOf, okSchema } from '../../../lib/http';
import {
  confirmTotpEnrolment,
  enrolPasskey,
  removeSecondFactor,
  resetSecondFactor,
  secondFactorStatus,
  startPasskeyEnrolment,
  startTotpEnrolment,
} from './enrolment';
import { passSecondStep, startSecondStepPasskey } from './second-step';

export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Verificação em duas etapas'];
  // the enrolment is what a session that owes it may reach (lib/auth/guard.ts)
  const enrolment = { access: 'authenticated', secondFactorEnrolment: true } as const;

  app.post(
    '/api/login/second-step',
    {
      config: { access: 'public' },
      schema: { tags, body: secondStepSchema, response: { 200: dataOf(signedInSchema) } },
    },
    async (request) => ({ data: await passSecondStep(deps, request.body, clientInfo(request)) }),
  );

  app.post(
    '/api/login/second-step/passkey',
    {
      config: { access: 'public' },
      schema: { tags, body: challengeTokenSchema, response: { 200: dataOf(passkeyOptionsSchema) } },
    },
    async (request) => ({
      data: await startSecondStepPasskey(deps, request.body.token, clientInfo(request)),
    }),
  );

  app.get(
    '/api/me/second-factor',
    { config: enrolment, schema: { tags, response: { 200: dataOf(secondFactorStatusSchema) } } },
    async (request) => ({ data: await secondFactorStatus(deps, authOf(request)) }),
  );

  app.post(
    '/api/me/second-factor/totp',
    { config: enrolment, schema: { tags, response: { 200: dataOf(totpEnrolmentSchema) } } },
    async (request) => ({ data: await startTotpEnrolment(deps, authOf(request)) }),
  );

  app.post(
    '/api/me/second-factor/totp/confirm',
    {
      config: enrolment,
      schema: { tags, body: totpCodeSchema, response: { 200: dataOf(totpConfirmedSchema) } },
    },
    async (request) => ({
      data: await confirmTotpEnrolment(deps, authOf(request), request.body.code, auditOrigin(request)),
    }),
  );

  // a passkey's enrolment lives here, not in the passkeys module: it reaches a restricted session and
  // answers with the session's new tokens, both of which the auth module owns
  app.post(
    '/api/me/passkeys/options',
    {
      config: enrolment,
      schema: {
        tags,
        summary: 'Opções para cadastrar uma chave de acesso (navigator.credentials.create)',
        response: { 200: dataOf(passkeyOptionsSchema) },
      },
    },
    async (request) => ({ data: await startPasskeyEnrolment(deps, authOf(request)) }),
  );

  app.post(
    '/api/me/passkeys',
    {
      config: enrolment,
      schema: {
        tags,
        summary: 'Cadastra a chave de acesso; as outras sessões do usuário são encerradas',
        body: addPasskeySchema,
        response: { 200: dataOf(passkeyAddedSchema) },
      },
    },
    async (request) => ({
      data: await enrolPasskey(deps, authOf(request), request.body, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/me/second-factor/remove',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        body: secondFactorProofSchema,
        response: { 200: dataOf(secondFactorRemovedSchema) },
      },
    },
    async (request) => ({
      data: await removeSecondFactor(deps, authOf(request), request.body, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/users/:id/second-factor/reset',
    { config: { access: SUPERADMIN }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await resetSecondFactor(deps, authOf(request), request.params.id, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );
};
