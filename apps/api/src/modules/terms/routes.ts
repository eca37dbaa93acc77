import {
  createTermsSchema,
  documentHistoryEntrySchema,
  idParamSchema,
  pendingTermsSchema,
  publishTermsSchema,
  termsAcceptanceRowSchema,
  termsAcceptancesQuerySchema,
  termsDetailSchema,
  termsListQuerySchema,
  termsSummarySchema,
  termsVersionContentSchema,
  updateTermsSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGERS, STAFF } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { authOf, dataOf, okSchema, auditOrigin as origin, pageOf } from '../../lib/http';
import { pendingTermsFor } from './pending-repository';
import { findTermsVersion, listAcceptances, listTerms, termsHistory } from './repository';
import {
  createTerms,
  deleteTerms,
  publishTerms,
  requireTerms,
  termsDetail,
  toTermsSummary,
  updateTerms,
} from './service';

const tags = ['Termos'];
const detail = { 200: dataOf(termsDetailSchema) };

/** Termos e Políticas: staff read, managers write; every user reads its own pending terms. */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/me/pending-terms',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: dataOf(z.array(pendingTermsSchema)) } },
    },
    async (request) => ({ data: await pendingTermsFor(deps.db, authOf(request)) }),
  );

  app.get(
    '/api/terms',
    {
      config: { access: STAFF },
      schema: { tags, querystring: termsListQuerySchema, response: { 200: pageOf(termsSummarySchema) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listTerms(deps.db, q);
      return {
        data: rows.map((r) => toTermsSummary(r.terms, r.version, r.publishedAt)),
        page: q.page,
        limit: q.limit,
        total,
      };
    },
  );

  app.post(
    '/api/terms',
    {
      config: { access: MANAGERS },
      schema: { tags, body: createTermsSchema, response: { 201: detail[200] } },
    },
    async (request, reply) => {
      const row = await createTerms(deps, request.body, origin(request));
      return reply.status(201).send({ data: await termsDetail(deps, row) });
    },
  );

  app.get(
    '/api/terms/:id',
    { config: { access: STAFF }, schema: { tags, params: idParamSchema, response: detail } },
    async (request) => ({ data: await termsDetail(deps, await requireTerms(deps, request.params.id)) }),
  );

  app.put(
    '/api/terms/:id',
    {
      config: { access: MANAGERS },
      schema: { tags, params: idParamSchema, body: updateTermsSchema, response: detail },
    },
    async (request) => {
      await updateTerms(deps, await requireTerms(deps, request.params.id), request.body, origin(request));
      return { data: await termsDetail(deps, await requireTerms(deps, request.params.id)) };
    },
  );

  app.delete(
    '/api/terms/:id',
    { config: { access: MANAGERS }, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteTerms(deps, await requireTerms(deps, request.params.id), origin(request));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/terms/:id/publish',
    {
      config: { access: MANAGERS },
      bodyLimit: 1024 * 1024,
      schema: { tags, params: idParamSchema, body: publishTermsSchema, response: { 201: detail[200] } },
    },
    async (request, reply) => {
      const row = await requireTerms(deps, request.params.id);
      await publishTerms(deps, row, request.body.content_html, origin(request));
      return reply.status(201).send({ data: await termsDetail(deps, await requireTerms(deps, row.id)) });
    },
  );

  app.get(
    '/api/terms/:id/versions/:version',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema.extend({ version: z.coerce.number().int().positive() }),
        response: { 200: dataOf(termsVersionContentSchema) },
      },
    },
    async (request) => {
      const row = await requireTerms(deps, request.params.id);
      const v = await findTermsVersion(deps.db, row.id, request.params.version);
      if (!v?.publishedAt) throw new AppError('TERMS_NOT_FOUND');
      return {
        data: {
          version: v.version,
          content_html: v.contentHtml,
          content_hash: v.contentHash,
          published_at: v.publishedAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/api/terms/:id/acceptances',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        querystring: termsAcceptancesQuerySchema,
        response: { 200: pageOf(termsAcceptanceRowSchema) },
      },
    },
    async (request) => {
      const row = await requireTerms(deps, request.params.id);
      const q = request.query;
      const { rows, total } = await listAcceptances(deps.db, row.id, q);
      const data = rows.map((r) => ({
        id: r.a.id,
        user_id: r.a.userId,
        user_name: r.userName,
        user_email: r.userEmail,
        client_id: r.clientId,
        client_name: r.clientName,
        version: r.a.version,
        product: r.a.product,
        channel: r.a.channel,
        content_hash: r.a.contentHash,
        ip: r.a.ip,
        user_agent: r.a.userAgent,
        accepted_at: r.a.acceptedAt.toISOString(),
      }));
      return { data, page: q.page, limit: q.limit, total };
    },
  );

  app.get(
    '/api/terms/:id/history',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: { 200: dataOf(z.array(documentHistoryEntrySchema)) } },
    },
    async (request) => {
      const row = await requireTerms(deps, request.params.id);
      const rows = await termsHistory(deps.db, row.id);
      return {
        data: rows.map(({ log, actorName }) => ({
          id: log.id,
          at: log.at.toISOString(),
          action: log.action,
          actor_name: actorName,
          ip: log.ip,
          details: log.details ?? null,
        })),
      };
    },
  );
};
