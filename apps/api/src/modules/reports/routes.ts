import {
  billingReportQuerySchema,
  billingReportSchema,
  clientsReportSchema,
  currentCompetencia,
  reportPeriodQuerySchema,
  saoPauloToday,
  TRAINING_UNAVAILABLE_NOTE,
  trainingReportSchema,
  usageReportSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGERS } from '../../lib/auth/access';
import { EXPORT_MAX_ROWS, sendTable } from '../../lib/export/table-export';
import { dataOf } from '../../lib/http';
import { period } from '../../lib/months';
import { billingReport } from './billing';
import { clientsReport, usageReport } from './clients-usage';
import { billingClientColumns, billingMonthColumns, clientsColumns, usageColumns } from './columns';

const tags = ['Relatórios'];

/**
 * Relatórios (superadmin and admin, the same roles as the /reports screen and menu): each report answers JSON for the
 * screen, checked by its shared response schema (listed in OpenAPI), or CSV/XLSX with `formato` (a stream, which
 * Fastify sends without the JSON serializer).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/reports/faturamento',
    {
      config: { access: MANAGERS },
      schema: { tags, querystring: billingReportQuerySchema, response: { 200: dataOf(billingReportSchema) } },
    },
    async (request, reply) => {
      const q = request.query;
      const p = period(currentCompetencia(), q.de, q.ate);
      const exporting = q.formato !== 'json' && q.tabela === 'clientes';
      const data = await billingReport(db, {
        ...p,
        today: saoPauloToday(),
        clientId: q.client_id,
        clientRows: exporting ? EXPORT_MAX_ROWS : undefined,
      });
      if (q.formato === 'json') return reply.send({ data });
      return q.tabela === 'clientes'
        ? sendTable(reply, {
            name: 'faturamento_clientes',
            sheet: 'Por cliente',
            format: q.formato,
            columns: billingClientColumns,
            rows: data.por_cliente,
          })
        : sendTable(reply, {
            name: 'faturamento',
            sheet: 'Faturamento',
            format: q.formato,
            columns: billingMonthColumns,
            rows: data.meses,
          });
    },
  );

  app.get(
    '/api/reports/clientes',
    {
      config: { access: MANAGERS },
      schema: { tags, querystring: reportPeriodQuerySchema, response: { 200: dataOf(clientsReportSchema) } },
    },
    async (request, reply) => {
      const q = request.query;
      const p = period(currentCompetencia(), q.de, q.ate);
      const data = await clientsReport(db, p.de, p.ate);
      if (q.formato === 'json') return reply.send({ data });
      return sendTable(reply, {
        name: 'clientes',
        sheet: 'Clientes',
        format: q.formato,
        columns: clientsColumns,
        rows: data.meses,
      });
    },
  );

  app.get(
    '/api/reports/treinamentos',
    { config: { access: MANAGERS }, schema: { tags, response: { 200: dataOf(trainingReportSchema) } } },
    async () => ({ data: { disponivel: false, nota: TRAINING_UNAVAILABLE_NOTE, linhas: [] } }),
  );

  app.get(
    '/api/reports/uso',
    {
      config: { access: MANAGERS },
      schema: { tags, querystring: reportPeriodQuerySchema, response: { 200: dataOf(usageReportSchema) } },
    },
    async (request, reply) => {
      const q = request.query;
      const p = period(currentCompetencia(), q.de, q.ate);
      const data = await usageReport(db, p.de, p.ate, q.client_id);
      if (q.formato === 'json') return reply.send({ data });
      return sendTable(reply, {
        name: 'uso_ia',
        sheet: 'Uso de IA',
        format: q.formato,
        columns: usageColumns,
        rows: data.linhas,
      });
    },
  );
};
