import { idParamSchema, learnerJourneySchema, learnerQuizSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf, dataOf, okSchema } from '../../../lib/http';
import { learnerJourneysJson } from './learner-screen';
import { learnerQuiz, markStepDone } from './progress-service';

const tags = ['SiãoSeg'];
const LEARNER = ['cliente'] as const;

/** The learner side: only ever the caller's own journeys, steps and quizzes. */
export const learningLearnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/learning/me/journeys',
    {
      config: { access: LEARNER },
      schema: { tags, response: { 200: dataOf(z.array(learnerJourneySchema)) } },
    },
    // the body is written by the service (the catalogue's parts serialised once); the schema documents it
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await learnerJourneysJson(deps, authOf(request))) as never),
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
};
