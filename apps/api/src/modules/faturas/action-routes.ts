import {
  cancelamentoSchema,
  estornoSchema,
  faturaSchema,
  geracaoMensalResultSchema,
  geracaoMensalSchema,
  historyEntrySchema,
  historyQuerySchema,
  idParamSchema,
  pagamentoSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../lib/audit';
import { EVERYONE, STAFF } from '../../lib/auth/access';
import { listHistory } from '../../lib/history-repository';
import { authOf, dataOf, pageOf } from '../../lib/http';
import { emailFatura } from './delivery';
import { toFaturaDto } from './mapper';
import { generateMonth } from './monthly-generation';
import { faturaNumeroLabel, faturaPdf } from './pdf';
import { cancelFatura, getFatura, registerPayment, reversePayment } from './service';

const idParams = idParamSchema;
const tags = ['Faturas'];

/** Domain actions on a fatura: explicit endpoints, each audited. */
export const faturaActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/faturas/:id/pagamento',
    {
      config: { access: STAFF },
      schema: { tags, params: idParams, body: pagamentoSchema, response: { 200: dataOf(faturaSchema) } },
    },
    async (request) => ({
      data: await registerPayment(deps, request.params.id, request.body, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/faturas/:id/estorno',
    {
      config: { access: STAFF },
      schema: { tags, params: idParams, body: estornoSchema, response: { 200: dataOf(faturaSchema) } },
    },
    async (request) => ({
      data: await reversePayment(deps, request.params.id, request.body, auditOrigin(request)),
    }),
  );

  app.get(
    '/api/faturas/:id/history',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParams,
        querystring: historyQuerySchema,
        response: { 200: pageOf(historyEntrySchema) },
      },
    },
    async (request) => {
      const fatura = await getFatura(deps, authOf(request), request.params.id);
      const { page, limit } = request.query;
      return listHistory(deps.db, { entity: 'fatura', entityId: fatura.fatura.id }, page, limit);
    },
  );

  app.post(
    '/api/faturas/:id/cancelamento',
    {
      config: { access: STAFF },
      schema: { tags, params: idParams, body: cancelamentoSchema, response: { 200: dataOf(faturaSchema) } },
    },
    async (request) => ({
      data: await cancelFatura(deps, request.params.id, request.body, auditOrigin(request)),
    }),
  );

  app.get(
    '/api/faturas/:id/pdf',
    {
      config: { access: EVERYONE },
      schema: { tags, params: idParams, querystring: z.object({ download: z.string().max(10).optional() }) },
    },
    async (request, reply) => {
      const found = await getFatura(deps, authOf(request), request.params.id);
      const fatura = await toFaturaDto(deps, found);
      const pdf = await faturaPdf(deps, fatura);
      const disposition = request.query.download === undefined ? 'inline' : 'attachment';
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `${disposition}; filename="Fatura_${faturaNumeroLabel(fatura.numero)}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.post(
    '/api/faturas/:id/email',
    {
      config: { access: STAFF },
      schema: { tags, params: idParams, response: { 200: dataOf(z.object({ enviado_para: z.string() })) } },
    },
    async (request) => {
      const found = await getFatura(deps, authOf(request), request.params.id);
      return { data: await emailFatura(deps, await toFaturaDto(deps, found), auditOrigin(request)) };
    },
  );

  app.post(
    '/api/faturas/geracao-mensal',
    {
      config: { access: STAFF },
      schema: { tags, body: geracaoMensalSchema, response: { 200: dataOf(geracaoMensalResultSchema) } },
    },
    async (request) => ({
      data: await generateMonth(deps.db, request.body.competencia, auditOrigin(request)),
    }),
  );
};
