import {
  accommodationInputSchema,
  accommodationSchema,
  bankCategorySchema,
  idParamSchema,
  questionVersionSummarySchema,
  quizAnalyticsSchema,
  regradeInputSchema,
  regradeResultSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { STAFF, SUPERADMIN } from '../../../lib/auth/access';
import { dataOf, okSchema } from '../../../lib/http';
import { deleteAccommodation, listAccommodations, saveAccommodation } from './accommodation-service';
import {
  listBankCategories,
  questionDiff,
  questionVersions,
  quizAnalytics,
  regradeQuiz,
} from './quiz-tools-service';

const tags = ['SiãoSeg'];
const userParams = z.object({ id: z.string().min(1).max(64), userId: z.string().min(1).max(64) });

/** Quiz engine tools for staff (segquiz): bank, accommodations, versions, regrade, analytics. */
export const learningQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const read = { access: STAFF };

  app.get(
    '/api/learning/bank-categories',
    { config: read, schema: { tags, response: { 200: dataOf(z.array(bankCategorySchema)) } } },
    async () => ({ data: await listBankCategories(deps) }),
  );
  app.get(
    '/api/learning/quizzes/:id/accommodations',
    {
      config: read,
      schema: { tags, params: idParamSchema, response: { 200: dataOf(z.array(accommodationSchema)) } },
    },
    async (request) => ({ data: await listAccommodations(deps, request.params.id) }),
  );
  // applied at once: an attempt in progress gets its server deadline recalculated
  app.put(
    '/api/learning/quizzes/:id/accommodations',
    {
      config: read,
      schema: {
        tags,
        params: idParamSchema,
        body: accommodationInputSchema,
        response: { 200: dataOf(accommodationSchema) },
      },
    },
    async (request) => ({
      data: await saveAccommodation(deps, request.params.id, request.body, auditOrigin(request)),
    }),
  );
  app.delete(
    '/api/learning/quizzes/:id/accommodations/:userId',
    { config: read, schema: { tags, params: userParams, response: { 200: okSchema } } },
    async (request) => {
      await deleteAccommodation(deps, request.params.id, request.params.userId, auditOrigin(request));
      return { data: { ok: true as const } };
    },
  );
  app.get(
    '/api/learning/questions/:id/versions',
    {
      config: read,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: dataOf(z.array(questionVersionSummarySchema)) },
      },
    },
    async (request) => ({ data: await questionVersions(deps, request.params.id) }),
  );
  app.get(
    '/api/learning/questions/:id/diff',
    {
      config: read,
      schema: {
        tags,
        params: idParamSchema,
        querystring: versionDiffQuerySchema,
        response: { 200: dataOf(versionDiffSchema) },
      },
    },
    async (request) => ({
      data: await questionDiff(deps, request.params.id, request.query.from, request.query.to),
    }),
  );
  // dry run unless { apply: true }; applying is audited
  app.post(
    '/api/learning/quizzes/:id/regrade',
    {
      config: { access: SUPERADMIN },
      schema: {
        tags,
        params: idParamSchema,
        body: regradeInputSchema,
        response: { 200: dataOf(regradeResultSchema) },
      },
    },
    async (request) => ({
      data: await regradeQuiz(deps, request.params.id, request.body.apply, auditOrigin(request)),
    }),
  );
  app.get(
    '/api/learning/quizzes/:id/analytics',
    { config: read, schema: { tags, params: idParamSchema, response: { 200: dataOf(quizAnalyticsSchema) } } },
    async (request) => ({ data: await quizAnalytics(deps, request.params.id) }),
  );
};
