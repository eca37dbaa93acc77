import {
  type CertidaoJobDetail,
  certidaoBatchSchema,
  certidaoExportQuerySchema,
  certidaoJobDetailSchema,
  idParamSchema,
  ocrJobSummarySchema,
  ocrListQuerySchema,
  saveCertidaoFieldsSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { EVERYONE } from '../../../lib/auth/access';
import { acceptUploads } from '../../../lib/files/multipart';
import { authOf, dataOf, pageOf } from '../../../lib/http';
import { toPage, toSummary } from '../ocr/dto';
import { listJobs, type OcrJobRow, pagesOf, updateJob } from '../ocr/repository';
import { requireJob, viewerOf } from '../ocr/service';
import { createOcrJobs, ocrUploadLimits, readUploads } from '../ocr/upload';
import { sendCertidoes } from './export';
import { applyReview, batchOf, exportRecords, requireBatch, requireFinishedCertidao } from './service';

const tags = ['Serviços: OCR de certidões'];
const detail = { 200: dataOf(certidaoJobDetailSchema) };

async function certidaoDetail(deps: AppDeps, job: OcrJobRow): Promise<CertidaoJobDetail> {
  const pages = await pagesOf(deps.db, job.id);
  return {
    ...toSummary(job),
    kind: job.certidao?.kind ?? null,
    fields: job.certidao?.fields ?? [],
    matricula: job.certidao?.matricula ?? null,
    reviewed_at: job.certidaoReviewedAt?.toISOString() ?? null,
    pages: pages.map((p) => {
      const { words: _words, ...page } = toPage(deps, job, p);
      return page;
    }),
  };
}

export const certidaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await acceptUploads(app, { fileSize: deps.config.OCR_MAX_BYTES, files: 20 });

  app.post(
    '/api/services/certidoes',
    {
      config: { access: EVERYONE, service: 'certidoes', acceptsFile: true },
      schema: { tags, response: { 201: dataOf(z.array(ocrJobSummarySchema)) } },
    },
    async (request, reply) => {
      const uploads = await readUploads(request, deps.storage, ocrUploadLimits(deps.config));
      const rows = await createOcrJobs(deps, authOf(request), 'certidao', uploads);
      return reply.status(201).send({ data: rows.map(toSummary) });
    },
  );

  app.get(
    '/api/services/certidoes',
    {
      config: { access: EVERYONE, service: 'certidoes' },
      schema: { tags, querystring: ocrListQuerySchema, response: { 200: pageOf(ocrJobSummarySchema) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listJobs(deps.db, viewerOf(authOf(request)), {
        ...q,
        purpose: 'certidao',
      });
      return { data: rows.map(toSummary), page: q.page, limit: q.limit, total };
    },
  );

  app.get(
    '/api/services/certidoes/:id',
    {
      config: { access: EVERYONE, service: 'certidoes' },
      schema: { tags, params: idParamSchema, response: detail },
    },
    async (request) => ({
      data: await certidaoDetail(
        deps,
        await requireJob(deps, authOf(request), request.params.id, 'certidao'),
      ),
    }),
  );

  app.put(
    '/api/services/certidoes/:id/campos',
    {
      config: { access: EVERYONE, service: 'certidoes' },
      schema: { tags, params: idParamSchema, body: saveCertidaoFieldsSchema, response: detail },
    },
    async (request) => {
      const auth = authOf(request);
      const job = await requireFinishedCertidao(deps, auth, request.params.id);
      const certidao = applyReview(job.certidao, request.body);
      await updateJob(deps.db, job.id, { certidao, certidaoReviewedAt: new Date() });
      return { data: await certidaoDetail(deps, await requireJob(deps, auth, job.id, 'certidao')) };
    },
  );

  app.get(
    '/api/services/certidoes/:id/export',
    {
      config: { access: EVERYONE, service: 'certidoes' },
      schema: { tags, params: idParamSchema, querystring: certidaoExportQuerySchema },
    },
    async (request, reply) => {
      const job = await requireFinishedCertidao(deps, authOf(request), request.params.id);
      const records = [{ id: job.id, ...job.certidao }];
      const name = `certidao_${job.certidao.kind}_${job.id.slice(0, 8)}`;
      return sendCertidoes(reply, { records, format: request.query.format, name });
    },
  );

  app.get(
    '/api/services/certidoes/lotes/:id',
    {
      config: { access: EVERYONE, service: 'certidoes' },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(certidaoBatchSchema) } },
    },
    async (request) => ({
      data: batchOf(request.params.id, await requireBatch(deps, authOf(request), request.params.id)),
    }),
  );

  app.get(
    '/api/services/certidoes/lotes/:id/export',
    {
      config: { access: EVERYONE, service: 'certidoes' },
      schema: { tags, params: idParamSchema, querystring: certidaoExportQuerySchema },
    },
    async (request, reply) => {
      const records = exportRecords(await requireBatch(deps, authOf(request), request.params.id));
      const name = `lote_certidoes_${request.params.id.slice(0, 8)}`;
      return sendCertidoes(reply, { records, format: request.query.format, name, asList: true });
    },
  );
};
