import { Alert, Card, Group, Progress, Table, Text } from '@mantine/core';
import type { ProgressSummaryRow } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { EmptyRow, LoadingRows } from '../../components/list-table-states';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/http/api-error';
import { saveApiFile } from '../../lib/save-blob';
import { ExportButtons } from './export-buttons';

const pct = (n: number | null) =>
  n === null ? '—' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

/** Relatórios › Treinamentos: completion and scores by client and journey (SiãoSeg). */
export function TrainingsReportView() {
  const q = useQuery({
    queryKey: ['learning', 'progress-summary'],
    queryFn: () => api.get<ProgressSummaryRow[]>('learning/progress/summary'),
  });
  const rows = q.data ?? [];
  return (
    <Card withBorder p={0}>
      <Group justify="space-between" p="sm">
        <Text size="sm" c="dimmed">
          Alunos inscritos por cliente e jornada: situação, conclusão e nota média das tentativas encerradas.
        </Text>
        <ExportButtons
          onExport={(formato) =>
            saveApiFile('learning/progress/summary', { formato }, `relatorio-treinamentos.${formato}`)
          }
        />
      </Group>
      {q.error && <Alert color="red">{errorMessage(q.error)}</Alert>}
      <Table.ScrollContainer minWidth={760}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Cliente</Table.Th>
              <Table.Th>Jornada</Table.Th>
              <Table.Th>Inscritos</Table.Th>
              <Table.Th>Não iniciada</Table.Th>
              <Table.Th>Em andamento</Table.Th>
              <Table.Th>Concluída</Table.Th>
              <Table.Th>Atrasada</Table.Th>
              <Table.Th>Conclusão</Table.Th>
              <Table.Th>Nota média</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.isLoading && <LoadingRows colSpan={9} />}
            {!q.isLoading && !rows.length && (
              <EmptyRow colSpan={9}>Nenhum aluno inscrito em treinamentos ainda.</EmptyRow>
            )}
            {rows.map((r) => (
              <Table.Tr key={`${r.client_id}/${r.journey_id}`}>
                <Table.Td>{r.client_name}</Table.Td>
                <Table.Td>{r.journey_title}</Table.Td>
                <Table.Td>{r.enrolled}</Table.Td>
                <Table.Td>{r.nao_iniciada}</Table.Td>
                <Table.Td>{r.em_andamento}</Table.Td>
                <Table.Td>{r.concluida}</Table.Td>
                <Table.Td c={r.atrasada ? 'red' : undefined}>{r.atrasada}</Table.Td>
                <Table.Td miw={120}>
                  <Text size="xs">{pct(r.completion_percent)}</Text>
                  <Progress
                    value={r.completion_percent}
                    aria-label={`Conclusão: ${pct(r.completion_percent)}`}
                  />
                </Table.Td>
                <Table.Td>{pct(r.score_percent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
