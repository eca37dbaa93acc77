import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { competenciaLabel } from '@siao/shared';
import { ExportButtons } from './export-buttons';
import { downloadReport, type ReportPeriod, useClientsReport } from './reports-api';

export function ClientsReportView({ period }: { period: ReportPeriod }) {
  const q = useClientsReport(period);
  if (q.isLoading) return <Loader />;
  if (q.isError || !q.data) return <Alert color="red">{(q.error as Error | null)?.message}</Alert>;
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
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mês</Table.Th>
            <Table.Th ta="right">Novos</Table.Th>
            <Table.Th ta="right">Ativos</Table.Th>
            <Table.Th ta="right">Inativos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.meses.map((m) => (
            <Table.Tr key={m.mes}>
              <Table.Td>{competenciaLabel(m.mes)}</Table.Td>
              <Table.Td ta="right">{m.novos}</Table.Td>
              <Table.Td ta="right">{m.ativos}</Table.Td>
              <Table.Td ta="right">{m.inativos}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {r.nota}
      </Text>
    </Stack>
  );
}
