import { answerSchema, attemptSchema, idParamSchema, startAttemptSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf, dataOf } from '../../../lib/http';
import { attemptView, saveAnswer, startAttempt, submitAttempt } from './attempt-service';

const tags = ['SiãoSeg'];
const LEARNER = ['cliente'] as const;
const attempt = { 200: dataOf(attemptSchema) };
const answerParams = z.object({ id: z.string().min(1).max(64), questionId: z.string().min(1).max(64) });

/** Taking a quiz: only ever the caller's own attempts. */
export const learningAttemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

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
};
