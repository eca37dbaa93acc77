import type {
  BillingReport,
  ClientsReport,
  ListFilters,
  ServicesUsageReport,
  servicesUsageReportQuerySchema,
  UsageReport,
} from '@siao/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../lib/api';

export interface ReportPeriod {
  de?: string;
  ate?: string;
  client_id?: string;
}

const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, p: ReportPeriod) => [...reportKeys.all, name, p] as const,
};

const query = (p: ReportPeriod) => ({ de: p.de, ate: p.ate, client_id: p.client_id });

export const useBillingReport = (p: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.report('faturamento', p),
    queryFn: () => api.get<BillingReport>('reports/faturamento', { query: query(p) }),
    placeholderData: keepPreviousData,
  });
export const useClientsReport = (p: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.report('clientes', p),
    queryFn: () => api.get<ClientsReport>('reports/clientes', { query: query(p) }),
    placeholderData: keepPreviousData,
  });
export const useUsageReport = (p: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.report('uso', p),
    queryFn: () => api.get<UsageReport>('reports/uso', { query: query(p) }),
    placeholderData: keepPreviousData,
  });

/** The list's query, as the API's schema reads it. */
export type ServicesUsageFilters = Pick<
  ListFilters<typeof servicesUsageReportQuerySchema>,
  'servico' | 'page'
>;
export const useServicesUsageReport = (p: ReportPeriod, f: ServicesUsageFilters) =>
  useQuery({
    queryKey: [...reportKeys.report('servicos', p), f],
    queryFn: () =>
      api.get<ServicesUsageReport>('reports/servicos', {
        query: { ...query(p), servico: f.servico, page: f.page, limit: 50 },
      }),
    placeholderData: keepPreviousData,
  });

/** CSV/XLSX of a report with the same filters as the screen. */
export async function downloadReport(
  name: string,
  p: ReportPeriod,
  formato: 'csv' | 'xlsx',
  extra: Record<string, string> = {},
) {
  await saveBlob(`reports/${name}`, { ...query(p), formato, ...extra }, `relatorio-${name}.${formato}`);
}
