import {
  challengeTokenSchema,
  idParamSchema,
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
  removeSecondFactor,
  resetSecondFactor,
  secondFactorStatus,
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
