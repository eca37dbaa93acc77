import {
  competenciaLabel,
  currentCompetencia,
  type ServicesUsageReport,
  type ServicesUsageReportQuery,
  type ServicesUsageRow,
  serviceCatalog,
} from '@siao/shared';
import type { Db } from '../../db/client';
import { type ExportColumn, inPages } from '../../lib/export/table-export';
import { addMonths, monthsBetween, period } from '../../lib/months';
import {
  countUsageRows,
  type ServicesUsageFilters,
  selectUsageByMonth,
  selectUsageRows,
} from './services-usage-repository';

/** Relatórios › Uso de serviços: every recorded use (`service_usage`) per client, service and month. */
function filtersOf(q: Omit<ServicesUsageReportQuery, 'formato' | 'page' | 'limit'>) {
  const p = period(currentCompetencia(), q.de, q.ate);
  const filters: ServicesUsageFilters = {
    from: `${p.de}-01`,
    until: `${addMonths(p.ate, 1)}-01`,
    clientId: q.client_id,
    service: q.servico,
  };
  return { ...p, filters };
}

const rowOf = (r: Awaited<ReturnType<typeof selectUsageRows>>[number]): ServicesUsageRow => ({
  mes: r.mes,
  client_id: r.clientId,
  client_name: r.clientName,
  servico: r.service,
  usos: r.usos,
  sucesso: r.usos - r.falhas,
  falhas: r.falhas,
});

export async function servicesUsageReport(db: Db, q: ServicesUsageReportQuery): Promise<ServicesUsageReport> {
  const { de, ate, filters } = filtersOf(q);
  const [linhas, total, byMonth] = await Promise.all([
    selectUsageRows(db, filters, q.limit, (q.page - 1) * q.limit),
    countUsageRows(db, filters),
    selectUsageByMonth(db, filters),
  ]);
  const meses = monthsBetween(de, ate).map((mes) => {
    const of = (s: 'cnib' | 'ocr' | 'certidoes') =>
      byMonth.find((m) => m.mes === mes && m.service === s)?.usos ?? 0;
    return { mes, cnib: of('cnib'), ocr: of('ocr'), certidoes: of('certidoes') };
  });
  const sum = (k: 'cnib' | 'ocr' | 'certidoes') => meses.reduce((a, m) => a + m[k], 0);
  return {
    de,
    ate,
    linhas: linhas.map(rowOf),
    total_linhas: total,
    page: q.page,
    limit: q.limit,
    meses,
    totais: {
      cnib: sum('cnib'),
      ocr: sum('ocr'),
      certidoes: sum('certidoes'),
      usos: byMonth.reduce((a, m) => a + m.usos, 0),
      falhas: byMonth.reduce((a, m) => a + m.falhas, 0),
    },
  };
}

/** Every row of the report (no pagination), read page by page for the streamed CSV/XLSX. */
export async function servicesUsageExportRows(db: Db, q: ServicesUsageReportQuery) {
  const { filters } = filtersOf(q);
  return {
    total: await countUsageRows(db, filters),
    rows: inPages(async (offset, limit) => (await selectUsageRows(db, filters, limit, offset)).map(rowOf)),
  };
}

export const servicesUsageColumns: ExportColumn<ServicesUsageRow>[] = [
  { header: 'Mês', kind: 'text', width: 16, value: (r) => competenciaLabel(r.mes) ?? r.mes },
  { header: 'Cliente', kind: 'text', width: 40, value: (r) => r.client_name },
  { header: 'Serviço', kind: 'text', width: 18, value: (r) => serviceCatalog[r.servico].title },
  { header: 'Usos', kind: 'number', value: (r) => r.usos },
  { header: 'Com sucesso', kind: 'number', value: (r) => r.sucesso },
  { header: 'Com falha', kind: 'number', value: (r) => r.falhas },
];
