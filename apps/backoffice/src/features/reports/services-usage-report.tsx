import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Pagination, Select, Stack, Text } from '@mantine/core';
import {
  competenciaLabel,
  type ServiceName,
  type ServicesUsageReport,
  serviceCatalog,
  serviceNames,
} from '@siao/shared';
import { ClientSelect } from '../../components/client-select';
import { ExportButtons } from '../../components/export-buttons';
import { type ListColumn, ListTable } from '../../components/list-page';
import { useUrlListParams } from '../../components/url-list-params';
import { ReportPending } from './report-pending';
import { downloadReport, type ReportPeriod, useServicesUsageReport } from './reports-api';

const LIMIT = 50;
const n = (v: number) => v.toLocaleString('pt-BR');
const columns: ListColumn<ServicesUsageReport['linhas'][number]>[] = [
  { key: 'mes', label: 'Mês', cell: (l) => competenciaLabel(l.mes) },
  { key: 'cliente', label: 'Cliente', cell: (l) => l.client_name },
  { key: 'servico', label: 'Serviço', cell: (l) => serviceCatalog[l.servico].title },
  { key: 'usos', label: 'Usos', align: 'right', cell: (l) => n(l.usos) },
  { key: 'sucesso', label: 'Com sucesso', align: 'right', cell: (l) => n(l.sucesso) },
  { key: 'falhas', label: 'Com falha', align: 'right', cell: (l) => n(l.falhas) },
];
const isService = (v: string): v is ServiceName => serviceNames.includes(v as ServiceName);

/** Relatórios › Uso de serviços: uses of CNIB, OCR and OCR de certidões per client, service and month. */
export function ServicesUsageReportView({ period }: { period: ReportPeriod }) {
  // page and filters live in the URL, like every list (`useUrlListParams`)
  const url = useUrlListParams(['cliente', 'servico'] as const, { sort: 'mes', limit: LIMIT });
  const clientId = url.values.cliente || undefined;
  const servico = isService(url.values.servico) ? url.values.servico : undefined;
  const page = url.page;
  const filtered: ReportPeriod = { ...period, client_id: clientId };
  const q = useServicesUsageReport(filtered, { servico, page });
  const setParam = (key: 'cliente' | 'servico' | 'page', value: string | null) => url.set({ [key]: value });

  const filters = (
    <Group align="end" justify="space-between">
      <Group align="end">
        <ClientSelect
          placeholder="Todos os clientes"
          value={clientId ?? null}
          onChange={(id) => setParam('cliente', id)}
          w={320}
        />
        <Select
          label="Serviço"
          placeholder="Todos os serviços"
          clearable
          data={serviceNames.map((s) => ({ value: s, label: serviceCatalog[s].title }))}
          value={servico ?? null}
          onChange={(v) => setParam('servico', v)}
          w={220}
        />
      </Group>
      <ExportButtons onExport={(f) => downloadReport('servicos', filtered, f, servico ? { servico } : {})} />
    </Group>
  );

  if (q.isError || !q.data)
    return (
      <Stack>
        {filters}
        <ReportPending query={q} />
      </Stack>
    );
  const r = q.data;
  const pages = Math.max(1, Math.ceil(r.total_linhas / LIMIT));
  return (
    <Stack>
      {filters}
      <Text>
        {n(r.totais.usos)} {r.totais.usos === 1 ? 'uso' : 'usos'} no período · CNIB {n(r.totais.cnib)} · OCR{' '}
        {n(r.totais.ocr)} · OCR de Certidões {n(r.totais.certidoes)} · {n(r.totais.falhas)} com falha
      </Text>
      <BarChart
        h={240}
        data={r.meses.map((m) => ({
          mes: competenciaLabel(m.mes) ?? m.mes,
          CNIB: m.cnib,
          OCR: m.ocr,
          'OCR de Certidões': m.certidoes,
        }))}
        dataKey="mes"
        type="stacked"
        series={[
          { name: 'CNIB', color: 'blue.6' },
          { name: 'OCR', color: 'teal.6' },
          { name: 'OCR de Certidões', color: 'grape.6' },
        ]}
        valueFormatter={n}
        withLegend
      />
      {r.linhas.length === 0 ? (
        <Text c="dimmed">Nenhum uso de serviços no período. Escolha outro período ou limpe os filtros.</Text>
      ) : (
        <ListTable
          label="Uso de serviços"
          rows={r.linhas}
          rowKey={(l) => `${l.mes}-${l.client_id}-${l.servico}`}
          columns={columns}
          striped
          minWidth={640}
        />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(p) => setParam('page', p === 1 ? null : String(p))}
        />
      )}
    </Stack>
  );
}
