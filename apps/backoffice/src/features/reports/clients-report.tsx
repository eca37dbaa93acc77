import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { type ClientsReport, competenciaLabel } from '@siao/shared';
import { ExportButtons } from '../../components/export-buttons';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ReportPending } from './report-pending';
import { downloadReport, type ReportPeriod, useClientsReport } from './reports-api';

const columns: ListColumn<ClientsReport['meses'][number]>[] = [
  { key: 'mes', label: 'Mês', cell: (m) => competenciaLabel(m.mes) },
  { key: 'novos', label: 'Novos', align: 'right', cell: (m) => m.novos },
  { key: 'ativos', label: 'Ativos', align: 'right', cell: (m) => m.ativos },
  { key: 'inativos', label: 'Inativos', align: 'right', cell: (m) => m.inativos },
];

export function ClientsReportView({ period }: { period: ReportPeriod }) {
  const q = useClientsReport(period);
  if (q.isError || !q.data) return <ReportPending query={q} />;
  const r = q.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          Ativos {r.totais.ativos.toLocaleString('pt-BR')} · Inativos{' '}
          {r.totais.inativos.toLocaleString('pt-BR')} · Novos no período{' '}
          {r.totais.novos_no_periodo.toLocaleString('pt-BR')}
        </Text>
        <ExportButtons onExport={(f) => downloadReport('clientes', period, f)} />
      </Group>
      <LineChart
        h={240}
        data={r.meses.map((m) => ({
          mes: competenciaLabel(m.mes) ?? m.mes,
          Novos: m.novos,
          Ativos: m.ativos,
          Inativos: m.inativos,
        }))}
        dataKey="mes"
        series={[
          { name: 'Ativos', color: 'teal.6' },
          { name: 'Inativos', color: 'gray.6' },
          { name: 'Novos', color: 'blue.6' },
        ]}
        withLegend
      />
      <ListTable label="Clientes por mês" rows={r.meses} rowKey={(m) => m.mes} columns={columns} striped />
      <Text size="sm" c="dimmed">
        {r.nota}
      </Text>
    </Stack>
  );
}
