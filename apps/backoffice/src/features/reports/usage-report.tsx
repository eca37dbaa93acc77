import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { competenciaLabel, type UsageReport } from '@siao/shared';
import { ExportButtons } from '../../components/export-buttons';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ReportPending } from './report-pending';
import { downloadReport, type ReportPeriod, useUsageReport } from './reports-api';

const n = (v: number) => v.toLocaleString('pt-BR');
const columns: ListColumn<UsageReport['linhas'][number]>[] = [
  { key: 'mes', label: 'Mês', cell: (l) => competenciaLabel(l.mes) },
  { key: 'cliente', label: 'Cliente', cell: (l) => l.client_name },
  { key: 'conversas', label: 'Conversas', align: 'right', cell: (l) => n(l.conversas) },
  { key: 'respostas', label: 'Respostas', align: 'right', cell: (l) => n(l.respostas) },
  { key: 'entrada', label: 'Tokens de entrada', align: 'right', cell: (l) => n(l.tokens_entrada) },
  { key: 'saida', label: 'Tokens de saída', align: 'right', cell: (l) => n(l.tokens_saida) },
];

export function UsageReportView({ period }: { period: ReportPeriod }) {
  const q = useUsageReport(period);
  if (q.isError || !q.data) return <ReportPending query={q} />;
  const r = q.data;
  return (
    <Stack>
      <Group justify="flex-end">
        <ExportButtons onExport={(f) => downloadReport('uso', period, f)} />
      </Group>
      <BarChart
        h={240}
        data={r.meses.map((m) => ({ mes: competenciaLabel(m.mes) ?? m.mes, Tokens: m.tokens }))}
        dataKey="mes"
        series={[{ name: 'Tokens', color: 'violet.6' }]}
        valueFormatter={n}
      />
      {r.linhas.length === 0 ? (
        <Text c="dimmed">
          Nenhum uso de IA no período. O uso aparece aqui quando os clientes conversam com os assistentes.
        </Text>
      ) : (
        <ListTable
          label="Uso de IA"
          rows={r.linhas}
          rowKey={(l) => `${l.mes}-${l.client_id ?? 'plataforma'}`}
          columns={columns}
          striped
          minWidth={640}
        />
      )}
      <Text size="sm" c="dimmed">
        {r.nota}
      </Text>
    </Stack>
  );
}
