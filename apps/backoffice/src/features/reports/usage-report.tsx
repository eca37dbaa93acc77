import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { competenciaLabel } from '@siao/shared';
import { ExportButtons } from './export-buttons';
import { downloadReport, type ReportPeriod, useUsageReport } from './reports-api';

export function UsageReportView({ period }: { period: ReportPeriod }) {
  const q = useUsageReport(period);
  if (q.isLoading) return <Loader />;
  if (q.isError || !q.data) return <Alert color="red">{(q.error as Error | null)?.message}</Alert>;
  const r = q.data;
  const n = (v: number) => v.toLocaleString('pt-BR');
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Mês</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th ta="right">Conversas</Table.Th>
                <Table.Th ta="right">Respostas</Table.Th>
                <Table.Th ta="right">Tokens de entrada</Table.Th>
                <Table.Th ta="right">Tokens de saída</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.linhas.map((l) => (
                <Table.Tr key={`${l.mes}-${l.client_id ?? 'plataforma'}`}>
                  <Table.Td>{competenciaLabel(l.mes)}</Table.Td>
                  <Table.Td>{l.client_name}</Table.Td>
                  <Table.Td ta="right">{n(l.conversas)}</Table.Td>
                  <Table.Td ta="right">{n(l.respostas)}</Table.Td>
                  <Table.Td ta="right">{n(l.tokens_entrada)}</Table.Td>
                  <Table.Td ta="right">{n(l.tokens_saida)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {r.nota}
      </Text>
    </Stack>
  );
}
