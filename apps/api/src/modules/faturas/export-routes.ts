import {
  competenciaLabel,
  type FaturaListItem,
  faturaListQuerySchema,
  faturaStatusLabels,
  formaPagamentoLabels,
  saoPauloToday,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../lib/auth/access';
import { EXPORT_MAX_ROWS, type ExportColumn, sendTable } from '../../lib/export/table-export';
import { authOf } from '../../lib/http';
import { selectFaturaPage } from './list-repository';
import { scopeFilters } from './service';

const exportQuery = faturaListQuerySchema.omit({ page: true, limit: true }).extend({
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('csv'),
});

const columns: ExportColumn<FaturaListItem>[] = [
  { header: 'Número', kind: 'number', value: (r) => r.numero },
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  { header: 'Competência', kind: 'text', value: (r) => competenciaLabel(r.competencia) ?? r.competencia },
  { header: 'Emissão', kind: 'date', value: (r) => r.emissao },
  { header: 'Vencimento', kind: 'date', value: (r) => r.vencimento },
  { header: 'Situação', kind: 'text', value: (r) => faturaStatusLabels[r.status] },
  { header: 'Total (R$)', kind: 'money', value: (r) => r.total_centavos },
  { header: 'Pago em', kind: 'date', value: (r) => r.pago_em },
  {
    header: 'Forma de pagamento',
    kind: 'text',
    value: (r) => (r.forma_pagamento ? formaPagamentoLabels[r.forma_pagamento] : null),
  },
];

/** CSV/XLSX of the filtered list, same filters, order and tenant scope as the screen. */
export const faturaExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/api/faturas/export',
    { config: { access: EVERYONE }, schema: { tags: ['Faturas'], querystring: exportQuery } },
    async (request, reply) => {
      const { formato, sort, ...rest } = request.query;
      const filters = scopeFilters(authOf(request), rest);
      const rows = await selectFaturaPage(db, filters, {
        sort,
        limit: EXPORT_MAX_ROWS + 1,
        offset: 0,
        today: saoPauloToday(),
      });
      return sendTable(reply, { name: 'faturas', sheet: 'Faturas', format: formato, columns, rows });
    },
  );
};
