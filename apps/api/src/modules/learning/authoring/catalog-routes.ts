import {
  idParamSchema,
  journeyDetailSchema,
  pinQuestionSchema,
  questionListQuerySchema,
  questionSchema,
  questionTagSchema,
} from '@siao/shared';
import { JOURNEY_COVER_MAX_BYTES } from '@siao/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { STAFF, SUPERADMIN } from '../../../lib/auth/access';
import { keepUploadIfDone, readMultipart, requireFile } from '../../../lib/files/document-upload';
import { acceptUploads } from '../../../lib/files/multipart';
import { dataOf, pageOf } from '../../../lib/http';
import { questionTagCounts } from './content-repository';
import { journeyDetail, requireJourney } from './content-service';
import { journeyCoverKey, removeJourneyCover, setJourneyCover } from './journey-cover';
import { pageQuestions, pinQuestion, questionView } from './quiz-service';

const tags = ['SiãoSeg'];
const journey = { 200: dataOf(journeyDetailSchema) };

/** SiãoSeg catalog tools (seg1): question lists and bank with tags, pinned slots, journey covers. */
export const learningCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // encapsulated: only the cover upload of this plugin reads multipart, up to the cover's size
  await acceptUploads(app, { fileSize: JOURNEY_COVER_MAX_BYTES, files: 1 });
  const read = { access: STAFF };
  const write = { access: SUPERADMIN };

  app.get(
    '/api/learning/quizzes/:id/questions',
    {
      config: read,
      schema: {
        tags,
        params: idParamSchema,
        querystring: questionListQuerySchema,
        response: { 200: pageOf(questionSchema) },
      },
    },
    async (request) => pageQuestions(deps.db, request.query, request.params.id),
  );
  app.get(
    '/api/learning/questions',
    {
      config: read,
      schema: { tags, querystring: questionListQuerySchema, response: { 200: pageOf(questionSchema) } },
    },
    async (request) => pageQuestions(deps.db, request.query),
  );
  app.get(
    '/api/learning/question-tags',
    { config: read, schema: { tags, response: { 200: dataOf(z.array(questionTagSchema)) } } },
    async () => ({ data: await questionTagCounts(deps.db) }),
  );
  app.put(
    '/api/learning/questions/:id/pin',
    {
      config: write,
      schema: {
        tags,
        params: idParamSchema,
        body: pinQuestionSchema,
        response: { 200: dataOf(questionSchema) },
      },
    },
    async (request) => {
      await pinQuestion(deps, request.params.id, request.body.version, auditOrigin(request));
      return { data: await questionView(deps.db, request.params.id) };
    },
  );

  app.put(
    '/api/learning/journeys/:id/cover',
    { config: { ...write, acceptsFile: true }, schema: { tags, params: idParamSchema, response: journey } },
    async (request) => {
      await requireJourney(deps.db, request.params.id);
      const key = journeyCoverKey(request.params.id);
      const { file } = await readMultipart(request, deps.storage, key, JOURNEY_COVER_MAX_BYTES);
      await keepUploadIfDone(deps.storage, file, async () => {
        await setJourneyCover(deps, request.params.id, requireFile(file), auditOrigin(request));
      });
      return { data: await journeyDetail(deps.db, request.params.id, deps.files) };
    },
  );
  app.delete(
    '/api/learning/journeys/:id/cover',
    { config: write, schema: { tags, params: idParamSchema, response: journey } },
    async (request) => {
      await removeJourneyCover(deps, request.params.id, auditOrigin(request));
      return { data: await journeyDetail(deps.db, request.params.id, deps.files) };
    },
  );
};
