import {
  attemptSchema,
  idParamSchema,
  journeyDetailSchema,
  journeyInputSchema,
  journeyListQuerySchema,
  journeySummarySchema,
  questionInputSchema,
  questionSchema,
  quizDetailSchema,
  quizInputSchema,
  quizListQuerySchema,
  quizSummarySchema,
  reorderSchema,
  trailInputSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { STAFF, SUPERADMIN } from '../../../lib/auth/access';
import { authOf, dataOf, okSchema, pageOf } from '../../../lib/http';
import { startAttempt } from '../attempts/attempt-service';
import { listQuizRows, questionCounts } from './content-repository';
import {
  deleteJourney,
  deleteTrail,
  journeyDetail,
  listJourneys,
  pageJourneys,
  reorderJourneys,
  reorderTrails,
  requireTrail,
  saveJourney,
  saveTrail,
} from './content-service';
import { toQuizSummary } from './mappers';
import {
  createQuestion,
  deleteQuestion,
  deleteQuiz,
  pageQuizzes,
  questionView,
  quizDetail,
  reorderQuestions,
  saveQuiz,
  updateQuestion,
} from './quiz-service';

const tags = ['SiãoSeg'];
const journey = { 200: dataOf(journeyDetailSchema) };
const quiz = { 200: dataOf(quizDetailSchema) };
const question = { 200: dataOf(questionSchema) };
const trailParams = z.object({ id: z.string().min(1).max(64), trailId: z.string().min(1).max(64) });
const ok = { data: { ok: true as const } };

/** SiãoSeg content: superadmins write, staff read (answer keys never reach a `cliente`). */
export const learningContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const write = { access: SUPERADMIN };
  const read = { access: STAFF };

  app.get(
    '/api/learning/journeys',
    {
      config: read,
      schema: { tags, querystring: journeyListQuerySchema, response: { 200: pageOf(journeySummarySchema) } },
    },
    async (request) => pageJourneys(deps.db, deps.files, request.query),
  );
  // every journey in its order, for the reorder view and pickers
  app.get(
    '/api/learning/journeys/all',
    { config: read, schema: { tags, response: { 200: dataOf(z.array(journeySummarySchema)) } } },
    async () => ({
      data: await listJourneys(deps.db, deps.files),
    }),
  );
  app.post(
    '/api/learning/journeys',
    { config: write, schema: { tags, body: journeyInputSchema, response: { 201: journey[200] } } },
    async (request, reply) => {
      const id = await saveJourney(deps, null, request.body, auditOrigin(request));
      return reply.status(201).send({ data: await journeyDetail(deps.db, id, deps.files) });
    },
  );
  app.put(
    '/api/learning/journeys/order',
    { config: write, schema: { tags, body: reorderSchema, response: { 200: okSchema } } },
    async (request) => {
      await reorderJourneys(deps, request.body.ids);
      return ok;
    },
  );
  app.get(
    '/api/learning/journeys/:id',
    { config: read, schema: { tags, params: idParamSchema, response: journey } },
    async (request) => ({
      data: await journeyDetail(deps.db, request.params.id, deps.files),
    }),
  );
  app.put(
    '/api/learning/journeys/:id',
    { config: write, schema: { tags, params: idParamSchema, body: journeyInputSchema, response: journey } },
    async (request) => {
      await saveJourney(deps, request.params.id, request.body, auditOrigin(request));
      return { data: await journeyDetail(deps.db, request.params.id, deps.files) };
    },
  );
  app.delete(
    '/api/learning/journeys/:id',
    { config: write, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteJourney(deps, request.params.id, auditOrigin(request));
      return ok;
    },
  );
  app.post(
    '/api/learning/journeys/:id/trails',
    {
      config: write,
      schema: { tags, params: idParamSchema, body: trailInputSchema, response: { 201: journey[200] } },
    },
    async (request, reply) => {
      await saveTrail(deps, request.params.id, null, request.body);
      return reply.status(201).send({ data: await journeyDetail(deps.db, request.params.id, deps.files) });
    },
  );
  app.put(
    '/api/learning/journeys/:id/trails/order',
    { config: write, schema: { tags, params: idParamSchema, body: reorderSchema, response: journey } },
    async (request) => {
      await reorderTrails(deps, request.params.id, request.body.ids);
      return { data: await journeyDetail(deps.db, request.params.id, deps.files) };
    },
  );
  app.put(
    '/api/learning/journeys/:id/trails/:trailId',
    { config: write, schema: { tags, params: trailParams, body: trailInputSchema, response: journey } },
    async (request) => {
      await saveTrail(deps, request.params.id, request.params.trailId, request.body);
      return { data: await journeyDetail(deps.db, request.params.id, deps.files) };
    },
  );
  app.delete(
    '/api/learning/journeys/:id/trails/:trailId',
    { config: write, schema: { tags, params: trailParams, response: journey } },
    async (request) => {
      const trail = await requireTrail(deps.db, request.params.trailId);
      await deleteTrail(deps, trail.id);
      return { data: await journeyDetail(deps.db, request.params.id, deps.files) };
    },
  );

  app.get(
    '/api/learning/quizzes',
    {
      config: read,
      schema: { tags, querystring: quizListQuerySchema, response: { 200: pageOf(quizSummarySchema) } },
    },
    async (request) => pageQuizzes(deps.db, request.query),
  );
  // every quiz, for the trail editor's picker
  app.get(
    '/api/learning/quizzes/all',
    { config: read, schema: { tags, response: { 200: dataOf(z.array(quizSummarySchema)) } } },
    async () => {
      const [rows, counts] = await Promise.all([listQuizRows(deps.db), questionCounts(deps.db)]);
      return { data: rows.map((q) => toQuizSummary(q, counts.get(q.id) ?? 0)) };
    },
  );
  app.post(
    '/api/learning/quizzes',
    { config: write, schema: { tags, body: quizInputSchema, response: { 201: quiz[200] } } },
    async (request, reply) => {
      const id = await saveQuiz(deps, null, request.body);
      return reply.status(201).send({ data: await quizDetail(deps.db, id) });
    },
  );
  app.get(
    '/api/learning/quizzes/:id',
    { config: read, schema: { tags, params: idParamSchema, response: quiz } },
    async (request) => ({
      data: await quizDetail(deps.db, request.params.id),
    }),
  );
  app.put(
    '/api/learning/quizzes/:id',
    { config: write, schema: { tags, params: idParamSchema, body: quizInputSchema, response: quiz } },
    async (request) => {
      await saveQuiz(deps, request.params.id, request.body);
      return { data: await quizDetail(deps.db, request.params.id) };
    },
  );
  app.delete(
    '/api/learning/quizzes/:id',
    { config: write, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteQuiz(deps, request.params.id);
      return ok;
    },
  );
  app.post(
    '/api/learning/quizzes/:id/questions',
    {
      config: write,
      schema: { tags, params: idParamSchema, body: questionInputSchema, response: { 201: question[200] } },
    },
    async (request, reply) => {
      const id = await createQuestion(deps, request.params.id, request.body, auditOrigin(request));
      return reply.status(201).send({ data: await questionView(deps.db, id) });
    },
  );
  app.put(
    '/api/learning/quizzes/:id/questions/order',
    { config: write, schema: { tags, params: idParamSchema, body: reorderSchema, response: quiz } },
    async (request) => {
      await reorderQuestions(deps, request.params.id, request.body.ids);
      return { data: await quizDetail(deps.db, request.params.id) };
    },
  );
  app.post(
    '/api/learning/quizzes/:id/preview',
    { config: read, schema: { tags, params: idParamSchema, response: { 201: dataOf(attemptSchema) } } },
    async (request, reply) => {
      const attempt = await startAttempt(deps, authOf(request), request.params.id, {
        stepId: null,
        preview: true,
      });
      return reply.status(201).send({ data: attempt });
    },
  );
  app.get(
    '/api/learning/questions/:id',
    { config: read, schema: { tags, params: idParamSchema, response: question } },
    async (request) => ({ data: await questionView(deps.db, request.params.id) }),
  );
  app.put(
    '/api/learning/questions/:id',
    { config: write, schema: { tags, params: idParamSchema, body: questionInputSchema, response: question } },
    async (request) => {
      await updateQuestion(deps, request.params.id, request.body, auditOrigin(request));
      return { data: await questionView(deps.db, request.params.id) };
    },
  );
  app.delete(
    '/api/learning/questions/:id',
    { config: write, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteQuestion(deps, request.params.id);
      return ok;
    },
  );
};
