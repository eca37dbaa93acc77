import {
  answerSchema,
  attemptSchema,
  certificateSchema,
  idParamSchema,
  learnerJourneySchema,
  learnerQuizSchema,
  revokeCertificateSchema,
  startAttemptSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { EVERYONE, STAFF } from '../../../lib/auth/access';
import { authOf, dataOf, okSchema } from '../../../lib/http';
import { attemptView, saveAnswer, startAttempt, submitAttempt } from '../attempts/attempt-service';
import { renderCertificatePdf } from '../certificates/certificate-pdf';
import {
  certificateByCode,
  requireCertificate,
  revokeCertificate,
  toCertificate,
} from '../certificates/certificate-service';
import { credentialKeys } from '../certificates/credential-keys';
import { learnerJourneys, learnerQuiz, markStepDone } from './progress-service';

const tags = ['SiãoSeg'];
const LEARNER = ['cliente'] as const;
const attempt = { 200: dataOf(attemptSchema) };
const answerParams = z.object({ id: z.string().min(1).max(64), questionId: z.string().min(1).max(64) });

/** The learner side: only ever the caller's own journeys, attempts and certificates. */
export const learningLearnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/learning/me/journeys',
    {
      config: { access: LEARNER },
      schema: { tags, response: { 200: dataOf(z.array(learnerJourneySchema)) } },
    },
    async (request) => ({
      data: await learnerJourneys(deps, authOf(request)),
    }),
  );
  app.post(
    '/api/learning/me/steps/:id/done',
    { config: { access: LEARNER }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await markStepDone(deps, authOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
  app.get(
    '/api/learning/me/quizzes/:id',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(learnerQuizSchema) } },
    },
    async (request) => ({
      data: await learnerQuiz(deps, authOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/learning/me/quizzes/:id/attempts',
    {
      config: { access: LEARNER },
      schema: { tags, params: idParamSchema, body: startAttemptSchema, response: { 201: attempt[200] } },
    },
    async (request, reply) => {
      const data = await startAttempt(deps, authOf(request), request.params.id, {
        stepId: request.body.step_id,
        preview: false,
      });
      return reply.status(201).send({ data });
    },
  );
  app.get(
    '/api/learning/attempts/:id',
    { config: { access: EVERYONE }, schema: { tags, params: idParamSchema, response: attempt } },
    async (request) => ({
      data: await attemptView(deps, authOf(request), request.params.id),
    }),
  );
  // idempotent: the browser re-sends the latest answer after a lost connection
  app.put(
    '/api/learning/attempts/:id/answers/:questionId',
    {
      config: { access: EVERYONE },
      schema: {
        tags,
        params: answerParams,
        body: answerSchema,
        response: { 200: dataOf(z.object({ saved_at: z.string() })) },
      },
    },
    async (request) => ({
      data: await saveAnswer(
        deps,
        authOf(request),
        request.params.id,
        request.params.questionId,
        request.body,
      ),
    }),
  );
  app.post(
    '/api/learning/attempts/:id/submit',
    { config: { access: EVERYONE }, schema: { tags, params: idParamSchema, response: attempt } },
    async (request) => ({
      data: await submitAttempt(deps, authOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/learning/certificates/:id',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(certificateSchema) } },
    },
    async (request) => ({
      data: toCertificate(deps, await requireCertificate(deps, authOf(request), request.params.id)),
    }),
  );
  app.get(
    '/api/learning/certificates/:id/pdf',
    { config: { access: EVERYONE }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const cert = toCertificate(deps, await requireCertificate(deps, authOf(request), request.params.id));
      const pdf = await renderCertificatePdf(cert);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificado-${cert.code}.pdf"`)
        .send(pdf);
    },
  );
  app.post(
    '/api/learning/certificates/:id/revoke',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        body: revokeCertificateSchema,
        response: { 200: dataOf(certificateSchema) },
      },
    },
    async (request) => {
      const row = await requireCertificate(deps, authOf(request), request.params.id);
      await revokeCertificate(deps, row, request.body.reason, auditOrigin(request));
      return { data: toCertificate(deps, await requireCertificate(deps, authOf(request), row.id)) };
    },
  );

  // public: the QR code's link lands here, no login (the page at /certificados/{code} reads it)
  app.get(
    '/api/public/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ code: z.string().min(4).max(40) }),
        response: { 200: dataOf(certificateSchema.omit({ id: true })) },
      },
    },
    async (request) => {
      const { id: _id, ...data } = toCertificate(deps, await certificateByCode(deps, request.params.code));
      return { data };
    },
  );
  app.get('/.well-known/jwks.json', { config: { access: 'public' } }, async () => ({
    keys: [(await credentialKeys(deps.config)).publicJwk],
  }));
};
