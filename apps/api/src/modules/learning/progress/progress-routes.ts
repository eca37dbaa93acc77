import {
  learnerProgressSchema,
  progressExportQuerySchema,
  progressListQuerySchema,
  progressSummaryQuerySchema,
  progressSummaryRowSchema,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../../lib/auth/access';
import { sendTable } from '../../../lib/export/table-export';
import { dataOf, pageOf } from '../../../lib/http';
import { listProgress } from './progress-repository';
import { progressSummaryRows } from './progress-service';
import { learnerProgressColumns, progressSummaryColumns, toLearnerProgress } from './staff-progress';

const tags = ['SiãoSeg'];

/** Staff progress: per learner (client page) and per client × journey (Relatórios "treinamentos"). */
export const learningProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const filtersOf = (q: { client_id?: string; journey_id?: string; status?: string; q?: string }) => ({
    clientId: q.client_id,
    journeyId: q.journey_id,
    status: q.status as 'concluida' | undefined,
    q: q.q,
  });

  app.get(
    '/api/learning/progress',
    {
      config: { access: STAFF },
      schema: {
        tags,
        querystring: progressListQuerySchema,
        response: { 200: pageOf(learnerProgressSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listProgress(db, filtersOf(q), q);
      return { data: rows.map(toLearnerProgress), page: q.page, limit: q.limit, total };
    },
  );
  app.get(
    '/api/learning/progress/export',
    { config: { access: STAFF }, schema: { tags, querystring: progressExportQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const { rows } = await listProgress(db, filtersOf(q), null);
      return sendTable(reply, {
        name: 'treinamentos_alunos',
        sheet: 'Alunos',
        format: q.formato,
        columns: learnerProgressColumns,
        rows: rows.map(toLearnerProgress),
      });
    },
  );
  // JSON for the screens, or the same table as CSV/XLSX with `formato`
  app.get(
    '/api/learning/progress/summary',
    {
      config: { access: STAFF },
      schema: {
        tags,
        querystring: progressSummaryQuerySchema,
        response: { 200: dataOf(z.array(progressSummaryRowSchema)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await progressSummaryRows(db, { clientId: q.client_id, journeyId: q.journey_id });
      if (q.formato === 'json') return { data: rows };
      return sendTable(reply, {
        name: 'treinamentos',
        sheet: 'Treinamentos',
        format: q.formato,
        columns: progressSummaryColumns,
        rows,
      });
    },
  );
};
