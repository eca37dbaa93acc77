import {
  idParamSchema,
  lgpdAnonymisationResultSchema,
  lgpdCloseInputSchema,
  lgpdReportSchema,
  lgpdRequestInputSchema,
  lgpdRequestSchema,
  lgpdSearchResultSchema,
  lgpdSubjectInputSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPERADMIN } from '../../lib/auth/access';
import { attachmentDisposition, auditOrigin, dataOf } from '../../lib/http';
import { searchPerson } from './report';
import { renderReportPdf } from './report-pdf';
import {
  anonymiseSubject,
  closeLgpdRequest,
  listRequests,
  openRequest,
  reportFor,
  subjectOf,
} from './service';

const tags = ['LGPD'];
const config = { access: SUPERADMIN, notFound: 'LGPD_REQUEST_NOT_FOUND' } as const;

/**
 * Solicitações de titulares (LGPD art. 18), superadmins only. The identifier (CPF or e-mail) travels in
 * the body, never in the URL, and is not stored: a request keeps its HMAC and masked form.
 */
export const lgpdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/lgpd/requests',
    { config, schema: { tags, response: { 200: dataOf(z.array(lgpdRequestSchema)) } } },
    async () => ({ data: await listRequests(deps) }),
  );

  app.post(
    '/api/lgpd/search',
    {
      config,
      schema: { tags, body: lgpdSubjectInputSchema, response: { 200: dataOf(lgpdSearchResultSchema) } },
    },
    async (request) => ({
      data: await searchPerson(deps.db, deps.config, subjectOf(request.body.identificador)),
    }),
  );

  app.post(
    '/api/lgpd/requests',
    { config, schema: { tags, body: lgpdRequestInputSchema, response: { 201: dataOf(lgpdRequestSchema) } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await openRequest(deps, request.body, auditOrigin(request)) };
    },
  );

  app.post(
    '/api/lgpd/requests/:id/report',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: lgpdSubjectInputSchema,
        response: { 200: dataOf(lgpdReportSchema) },
      },
    },
    async (request) => ({
      data: await reportFor(deps, request.params.id, request.body.identificador, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/lgpd/requests/:id/report.pdf',
    { config, schema: { tags, params: idParamSchema, body: lgpdSubjectInputSchema } },
    async (request, reply) => {
      const report = await reportFor(
        deps,
        request.params.id,
        request.body.identificador,
        auditOrigin(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition('Relatorio_LGPD.pdf'))
        .send(await renderReportPdf(report));
    },
  );

  app.post(
    '/api/lgpd/requests/:id/anonymise',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: lgpdSubjectInputSchema,
        response: { 200: dataOf(lgpdAnonymisationResultSchema) },
      },
    },
    async (request) => ({
      data: await anonymiseSubject(deps, request.params.id, request.body.identificador, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/lgpd/requests/:id/close',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: lgpdCloseInputSchema,
        response: { 200: dataOf(lgpdRequestSchema) },
      },
    },
    async (request) => ({
      data: await closeLgpdRequest(deps, request.params.id, request.body, auditOrigin(request)),
    }),
  );
};
