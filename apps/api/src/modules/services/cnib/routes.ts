import {
  cnibClientQuerySchema,
  cnibConsultationDetailSchema,
  cnibConsultationSchema,
  cnibConsultInputSchema,
  cnibCredentialsInputSchema,
  cnibCredentialsStatusSchema,
  cnibListQuerySchema,
  cnibRecheckSchema,
  cnibVerificationSchema,
  idParamSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../lib/audit';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf, dataOf, pageOf } from '../../../lib/http';
import { credentialsStatus, saveCredentials, targetClient } from './credentials';
import { toConsultation } from './mapper';
import { renderReceiptPdf } from './receipt';
import { consult, getConsultation, listConsultations, recheck } from './service';
import { verifyReceipt } from './verification';

const tags = ['Serviços: CNIB'];
const idParams = idParamSchema;

/**
 * CNIB through the ONR API Serventias. Every role may call these: a `cliente` acts only for its own
 * client (enforced in the service and the queries), staff for any client they name.
 */
export const cnibRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/services/cnib/credentials',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: {
        tags,
        querystring: cnibClientQuerySchema,
        response: { 200: dataOf(cnibCredentialsStatusSchema) },
      },
    },
    async (request) => {
      const clientId = targetClient(authOf(request), request.query.client_id);
      return { data: await credentialsStatus(deps, clientId) };
    },
  );

  app.put(
    '/api/services/cnib/credentials',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: {
        tags,
        body: cnibCredentialsInputSchema,
        response: { 200: dataOf(cnibCredentialsStatusSchema) },
      },
    },
    async (request) => ({
      data: await saveCredentials(deps, authOf(request), request.body, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/services/cnib/consultas',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, body: cnibConsultInputSchema, response: { 200: dataOf(cnibConsultationSchema) } },
    },
    async (request) => ({ data: await consult(deps, authOf(request), request.body, auditOrigin(request)) }),
  );

  app.get(
    '/api/services/cnib/consultas',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, querystring: cnibListQuerySchema, response: { 200: pageOf(cnibConsultationSchema) } },
    },
    async (request) => listConsultations(deps, authOf(request), request.query),
  );

  app.get(
    '/api/services/cnib/consultas/:id',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, params: idParams, response: { 200: dataOf(cnibConsultationDetailSchema) } },
    },
    async (request) => {
      const row = await getConsultation(deps, authOf(request), request.params.id);
      return { data: { ...toConsultation(deps.config, row, new Date()), resposta_onr: row.row.response } };
    },
  );

  app.post(
    '/api/services/cnib/consultas/:id/reconferencia',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, params: idParams, response: { 200: dataOf(cnibRecheckSchema) } },
    },
    async (request) => ({
      data: await recheck(deps, authOf(request), request.params.id, auditOrigin(request)),
    }),
  );

  app.get(
    '/api/services/cnib/consultas/:id/comprovante',
    { config: { access: EVERYONE, service: 'cnib' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const row = await getConsultation(deps, authOf(request), request.params.id);
      const consultation = toConsultation(deps.config, row, new Date());
      const pdf = await renderReceiptPdf(consultation);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="Consulta_CNIB_${consultation.documento}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/public/cnib/verificacao/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ code: z.string().max(64) }),
        response: { 200: dataOf(cnibVerificationSchema) },
      },
    },
    async (request) => ({ data: await verifyReceipt(deps, request.params.code) }),
  );
};
