import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { competenciaLabel, formatBRL } from '@siao/shared';
import { ExportButtons } from './export-buttons';
import { downloadReport, type ReportPeriod, useBillingReport } from './reports-api';

const pct = (v: number) =>
  `${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

export function BillingReportView({ period }: { period: ReportPeriod }) {
  const q = useBillingReport(period);
  if (q.isLoading) return <Loader />;
  if (q.isError || !q.data) return <Alert color="red">{(q.error as Error | null)?.message}</Alert>;
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
          mes: competenciaLabel(m.mes) ?? m.mes,
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
        withLegend
      />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mês</Table.Th>
            <Table.Th ta="right">Emitido</Table.Th>
            <Table.Th ta="right">Recebido</Table.Th>
            <Table.Th ta="right">Vencido em aberto</Table.Th>
            <Table.Th ta="right">Inadimplência</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.meses.map((m) => (
            <Table.Tr key={m.mes}>
              <Table.Td>{competenciaLabel(m.mes)}</Table.Td>
              <Table.Td ta="right">{formatBRL(m.emitido_centavos)}</Table.Td>
              <Table.Td ta="right">{formatBRL(m.recebido_centavos)}</Table.Td>
              <Table.Td ta="right">{formatBRL(m.vencido_centavos)}</Table.Td>
              <Table.Td ta="right">{pct(m.inadimplencia_percentual)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Por cliente
        </Title>
        <ExportButtons onExport={(f) => downloadReport('faturamento', period, f, { tabela: 'clientes' })} />
      </Group>
      {r.por_cliente.length === 0 ? (
        <Text c="dimmed">Nenhuma fatura no período. Escolha outro período.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cliente</Table.Th>
                <Table.Th ta="right">Faturas</Table.Th>
                <Table.Th ta="right">Emitido</Table.Th>
                <Table.Th ta="right">Recebido</Table.Th>
                <Table.Th ta="right">Vencido em aberto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.por_cliente.map((c) => (
                <Table.Tr key={c.client_id}>
                  <Table.Td>{c.client_name}</Table.Td>
                  <Table.Td ta="right">{c.faturas}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.emitido_centavos)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.recebido_centavos)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.vencido_centavos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
