import {
  type CnibBatch,
  cnibBatchInputSchema,
  cnibBatchSchema,
  cnibResultLabels,
  idParamSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { type ExportColumn, sendTable } from '../../../lib/export/table-export';
import { authOf, dataOf } from '../../../lib/http';
import { renderBatchReceiptPdf } from './batch-receipt';
import { operatorName } from './batch-repository';
import { createBatch, getBatch } from './batch-service';

const tags = ['Serviços: CNIB'];
const idParams = idParamSchema;
type Item = CnibBatch['itens'][number];

const columns: ExportColumn<Item>[] = [
  { header: 'Linha', kind: 'number', value: (r) => r.posicao },
  { header: 'CPF/CNPJ', kind: 'text', value: (r) => r.documento },
  {
    header: 'Resultado',
    kind: 'text',
    value: (r) => (r.resultado ? cnibResultLabels[r.resultado] : 'Pendente'),
  },
  { header: 'Ordens', kind: 'number', value: (r) => r.qtd_ordens },
  { header: 'Hash', kind: 'text', value: (r) => r.hash },
  { header: 'Erro', kind: 'text', value: (r) => r.erro },
];

/** Batches of up to 500 documents, processed by the `cnib-batch` job. */
export const cnibBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/api/services/cnib/lotes',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, body: cnibBatchInputSchema, response: { 200: dataOf(cnibBatchSchema) } },
    },
    async (request) => ({ data: await createBatch(deps, authOf(request), request.body) }),
  );

  app.get(
    '/api/services/cnib/lotes/:id',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags, params: idParams, response: { 200: dataOf(cnibBatchSchema) } },
    },
    async (request) => ({ data: await getBatch(deps, authOf(request), request.params.id) }),
  );

  app.get(
    '/api/services/cnib/lotes/:id/export',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('csv'),
        }),
      },
    },
    async (request, reply) => {
      const batch = await getBatch(deps, authOf(request), request.params.id);
      return sendTable(reply, {
        name: 'lote_cnib',
        sheet: 'Lote CNIB',
        format: request.query.formato,
        columns,
        rows: batch.itens,
      });
    },
  );

  app.get(
    '/api/services/cnib/lotes/:id/comprovante',
    { config: { access: EVERYONE, service: 'cnib' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const auth = authOf(request);
      const batch = await getBatch(deps, auth, request.params.id);
      const pdf = await renderBatchReceiptPdf(batch, await operatorName(deps.db, request.params.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="Lote_CNIB_${batch.id.slice(0, 8)}.pdf"`)
        .send(pdf);
    },
  );
};
