import {
  type CnibConsultation,
  cnibExportQuerySchema,
  cnibResultLabels,
  formatDateTime,
  formatDocument,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../../lib/auth/access';
import { type ExportColumn, ensureExportable, inPages, sendTable } from '../../../lib/export/table-export';
import { authOf } from '../../../lib/http';
import { toConsultation } from './mapper';
import { countConsultations, selectConsultationPage } from './repository';
import { filtersOf } from './service';

const columns: ExportColumn<CnibConsultation>[] = [
  { header: 'Data e hora', kind: 'text', value: (r) => formatDateTime(r.consultado_em) },
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  {
    header: 'CPF/CNPJ',
    kind: 'text',
    value: (r) => formatDocument(r.documento),
  },
  { header: 'Nome / razão social', kind: 'text', value: (r) => r.nome_razao },
  { header: 'Resultado', kind: 'text', value: (r) => cnibResultLabels[r.resultado] },
  { header: 'Ordens', kind: 'number', value: (r) => r.qtd_ordens },
  { header: 'Protocolos', kind: 'text', value: (r) => r.protocolos.join(', ') },
  { header: 'Hash', kind: 'text', value: (r) => r.hash },
  { header: 'Operador', kind: 'text', value: (r) => r.usuario_nome },
  { header: 'Finalidade', kind: 'text', value: (r) => r.finalidade },
  { header: 'Erro', kind: 'text', value: (r) => r.erro },
];

/** CSV/XLSX of the history with the screen's filters and tenant scope. */
export const cnibExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/api/services/cnib/consultas/export',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags: ['Serviços: CNIB'], querystring: cnibExportQuerySchema },
    },
    async (request, reply) => {
      const { formato, ...rest } = request.query;
      const filters = filtersOf(authOf(request), rest);
      ensureExportable(await countConsultations(deps.db, filters));
      const now = new Date();
      return sendTable(reply, {
        name: 'consultas_cnib',
        sheet: 'Consultas CNIB',
        format: formato,
        columns,
        rows: inPages(async (offset, limit) =>
          (await selectConsultationPage(deps.db, filters, limit, offset)).map((r) =>
            toConsultation(deps.config, r, now),
          ),
        ),
      });
    },
  );
};
