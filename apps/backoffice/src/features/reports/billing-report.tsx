import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Stack, Text, Title } from '@mantine/core';
import {
  type BillingReport,
  competenciaLabel,
  competenciaShortLabel,
  formatBRL,
  formatBRLCompact,
  formatPercent,
} from '@siao/shared';
import { ExportButtons } from '../../components/export-buttons';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ReportPending } from './report-pending';
import { downloadReport, type ReportPeriod, useBillingReport } from './reports-api';

const pct = (v: number) => formatPercent(v);

const money = (label: string, value: (row: Money) => number) => ({
  key: label,
  label,
  align: 'right' as const,
  nowrap: true,
  cell: (row: Money) => formatBRL(value(row)),
});
interface Money {
  emitido_centavos: number;
  recebido_centavos: number;
  vencido_centavos: number;
}
const amounts = [
  money('Emitido', (r) => r.emitido_centavos),
  money('Recebido', (r) => r.recebido_centavos),
  money('Vencido em aberto', (r) => r.vencido_centavos),
];

const monthColumns: ListColumn<BillingReport['meses'][number]>[] = [
  { key: 'mes', label: 'Mês', cell: (m) => competenciaLabel(m.mes) },
  ...amounts,
  { key: 'inad', label: 'Inadimplência', align: 'right', cell: (m) => pct(m.inadimplencia_percentual) },
];
const clientColumns: ListColumn<BillingReport['por_cliente'][number]>[] = [
  { key: 'cliente', label: 'Cliente', cell: (c) => c.client_name },
  { key: 'faturas', label: 'Faturas', align: 'right', cell: (c) => c.faturas },
  ...amounts,
];

export function BillingReportView({ period }: { period: ReportPeriod }) {
  const q = useBillingReport(period);
  if (q.isError || !q.data) return <ReportPending query={q} />;
  const r = q.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          Emitido {formatBRL(r.totais.emitido_centavos)} · Recebido {formatBRL(r.totais.recebido_centavos)} ·
          Vencido em aberto {formatBRL(r.totais.vencido_centavos)} · Inadimplência{' '}
          {pct(r.totais.inadimplencia_percentual)}
        </Text>
        <ExportButtons onExport={(f) => downloadReport('faturamento', period, f, { tabela: 'meses' })} />
      </Group>
      <BarChart
        h={260}
        data={r.meses.map((m) => ({
          mes: competenciaShortLabel(m.mes) ?? m.mes,
          Emitido: m.emitido_centavos / 100,
          Recebido: m.recebido_centavos / 100,
          Vencido: m.vencido_centavos / 100,
        }))}
        dataKey="mes"
        series={[
          { name: 'Emitido', color: 'blue.6' },
          { name: 'Recebido', color: 'teal.6' },
          { name: 'Vencido', color: 'red.6' },
        ]}
        valueFormatter={(v) => formatBRL(Math.round(v * 100))}
        // the axis in short amounts ("R$ 12,5 mil") with room for them: full values cut at 1366 and 360 px
        yAxisProps={{ width: 72, tickFormatter: (v: number) => formatBRLCompact(Math.round(v * 100)) }}
        withLegend
      />
      <ListTable
        label="Faturamento por mês"
        rows={r.meses}
        rowKey={(m) => m.mes}
        columns={monthColumns}
        striped
      />
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Por cliente
        </Title>
        <ExportButtons onExport={(f) => downloadReport('faturamento', period, f, { tabela: 'clientes' })} />
      </Group>
      {r.por_cliente.length === 0 ? (
        <Text c="dimmed">Nenhuma fatura no período. Escolha outro período.</Text>
      ) : (
        <ListTable
          label="Faturamento por cliente"
          rows={r.por_cliente}
          rowKey={(c) => c.client_id}
          columns={clientColumns}
          striped
          minWidth={640}
        />
      )}
    </Stack>
  );
}
