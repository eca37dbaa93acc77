import { servicesUsageReportQuerySchema, servicesUsageReportSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGERS } from '../../lib/auth/access';
import { ensureExportable, sendTable } from '../../lib/export/table-export';
import { dataOf } from '../../lib/http';
import { servicesUsageColumns, servicesUsageExportRows, servicesUsageReport } from './services-usage';

/**
 * Relatórios › Uso de serviços (superadmin and admin, like every report): uses of CNIB, OCR and OCR de certidões
 * per client, service and month; JSON for the screen (paginated rows), or every row as CSV/XLSX with `formato`.
 */
export const servicesUsageReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/api/reports/servicos',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['Relatórios'],
        querystring: servicesUsageReportQuerySchema,
        response: { 200: dataOf(servicesUsageReportSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.formato === 'json') return reply.send({ data: await servicesUsageReport(db, q) });
      const { total, rows } = await servicesUsageExportRows(db, q);
      ensureExportable(total);
      return sendTable(reply, {
        name: 'uso_servicos',
        sheet: 'Uso de serviços',
        format: q.formato,
        columns: servicesUsageColumns,
        rows,
      });
    },
  );
};
