import { idParamSchema, learnerJourneySchema, learnerQuizSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf, dataOf, okSchema } from '../../../lib/http';
import { learnerJourneys, learnerQuiz, markStepDone } from './progress-service';

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
};
