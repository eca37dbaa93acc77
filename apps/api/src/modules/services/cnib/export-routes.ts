import {
  type CnibConsultation,
  cnibExportQuerySchema,
  cnibResultLabels,
  formatCnpj,
  formatCpf,
  formatDateTime,
} from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { authOf } from '../../../lib/http';
import { EXPORT_MAX_ROWS, type ExportColumn, sendTable } from '../../reports/table-export';
import { toConsultation } from './mapper';
import { selectConsultationPage } from './repository';
import { filtersOf } from './service';

const columns: ExportColumn<CnibConsultation>[] = [
  { header: 'Data e hora', kind: 'text', value: (r) => formatDateTime(r.consultado_em) },
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  {
    header: 'CPF/CNPJ',
    kind: 'text',
    value: (r) => (r.documento.length === 11 ? formatCpf(r.documento) : formatCnpj(r.documento)),
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
      config: { access: EVERYONE },
      schema: { tags: ['Serviços: CNIB'], querystring: cnibExportQuerySchema },
    },
    async (request, reply) => {
      const { formato, ...rest } = request.query;
      const rows = await selectConsultationPage(
        deps.db,
        filtersOf(authOf(request), rest),
        EXPORT_MAX_ROWS + 1,
        0,
      );
      if (rows.length > EXPORT_MAX_ROWS)
        throw new AppError('EXPORT_TOO_LARGE', { params: { max: EXPORT_MAX_ROWS.toLocaleString('pt-BR') } });
      const now = new Date();
      return sendTable(reply, {
        name: 'consultas_cnib',
        sheet: 'Consultas CNIB',
        format: formato,
        columns,
        rows: rows.map((r) => toConsultation(deps.config, r, now)),
      });
    },
  );
};
