import {
  idParamSchema,
  ocrDownloadQuerySchema,
  ocrJobDetailSchema,
  ocrJobSummarySchema,
  ocrListQuerySchema,
  ocrPageParamSchema,
  ocrTextCorrectionSchema,
  ocrTextEditSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { acceptUploads } from '../../../lib/files/multipart';
import { authOf, dataOf, pageOf } from '../../../lib/http';
import { ocrDownload } from './downloads';
import { toSummary } from './dto';
import { editsOf, listJobs } from './repository';
import { cancelJob, correctText, jobDetail, requireJob, viewerOf } from './service';
import { createOcrJobs, ocrUploadLimits, readUploads } from './upload';

const tags = ['Serviços: OCR'];
const detail = { 200: dataOf(ocrJobDetailSchema) };

export const ocrRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await acceptUploads(app, { fileSize: deps.config.OCR_MAX_BYTES, files: 20 });

  app.post(
    '/api/services/ocr',
    {
      config: { access: EVERYONE, service: 'ocr', acceptsFile: true },
      schema: { tags, response: { 201: dataOf(z.array(ocrJobSummarySchema)) } },
    },
    async (request, reply) => {
      const uploads = await readUploads(request, deps.storage, ocrUploadLimits(deps.config));
      const rows = await createOcrJobs(deps, authOf(request), 'ocr', uploads);
      return reply.status(201).send({ data: rows.map(toSummary) });
    },
  );

  app.get(
    '/api/services/ocr',
    {
      config: { access: EVERYONE, service: 'ocr' },
      schema: { tags, querystring: ocrListQuerySchema, response: { 200: pageOf(ocrJobSummarySchema) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listJobs(deps.db, viewerOf(authOf(request)), { ...q, purpose: 'ocr' });
      return { data: rows.map(toSummary), page: q.page, limit: q.limit, total };
    },
  );

  app.get(
    '/api/services/ocr/:id',
    {
      config: { access: EVERYONE, service: 'ocr' },
      schema: { tags, params: idParamSchema, response: detail },
    },
    async (request) => ({
      data: await jobDetail(deps, await requireJob(deps, authOf(request), request.params.id, 'ocr')),
    }),
  );

  app.put(
    '/api/services/ocr/:id/pages/:page/text',
    {
      config: { access: EVERYONE, service: 'ocr' },
      schema: { tags, params: ocrPageParamSchema, body: ocrTextCorrectionSchema, response: detail },
    },
    async (request) => {
      const auth = authOf(request);
      const job = await requireJob(deps, auth, request.params.id, 'ocr');
      await correctText(deps, auth, job, request.params.page, request.body.text);
      return { data: await jobDetail(deps, job) };
    },
  );

  app.get(
    '/api/services/ocr/:id/history',
    {
      config: { access: EVERYONE, service: 'ocr' },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(z.array(ocrTextEditSchema)) } },
    },
    async (request) => {
      const job = await requireJob(deps, authOf(request), request.params.id, 'ocr');
      const edits = await editsOf(deps.db, job.id);
      return {
        data: edits.map((e) => ({
          page: e.pageNo,
          text: e.text,
          user_id: e.userId,
          created_at: e.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/services/ocr/:id/cancel',
    {
      config: { access: EVERYONE, service: 'ocr' },
      schema: { tags, params: idParamSchema, response: detail },
    },
    async (request) => {
      const auth = authOf(request);
      await cancelJob(deps, await requireJob(deps, auth, request.params.id, 'ocr'));
      return { data: await jobDetail(deps, await requireJob(deps, auth, request.params.id, 'ocr')) };
    },
  );

  app.get(
    '/api/services/ocr/:id/download',
    {
      config: { access: EVERYONE, service: 'ocr' },
      schema: { tags, params: idParamSchema, querystring: ocrDownloadQuerySchema },
    },
    async (request, reply) => {
      const job = await requireJob(deps, authOf(request), request.params.id, 'ocr');
      const file = await ocrDownload(deps, job, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.bytes);
    },
  );
};
