import { Badge, Button, Card, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import {
  formatDate,
  type LearnerProgress,
  type ProgressStatus,
  progressStatuses,
  progressStatusLabels,
} from '@siao/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyRow, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { api, saveBlob } from '../../lib/api';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';

const LIMIT = 20;
const statusColor: Record<ProgressStatus, string> = {
  nao_iniciada: 'gray',
  em_andamento: 'blue',
  concluida: 'teal',
  atrasada: 'red',
};

/** The client page's "Treinamentos" tab (staff): each learner per journey, paginated on the server. */
export function ClientTrainingsTab({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ProgressStatus | null>(null);
  const filters = { client_id: clientId, status: status ?? undefined };
  const q = useQuery({
    queryKey: ['learning', 'progress', filters, page],
    queryFn: () =>
      api.getPage<LearnerProgress>('learning/progress', { query: { ...filters, page, limit: LIMIT } }),
    placeholderData: keepPreviousData,
  });
  const rows = q.data?.data ?? [];
  const exportAs = (formato: 'csv' | 'xlsx') =>
    saveBlob('learning/progress/export', { ...filters, formato }, `treinamentos-alunos.${formato}`).catch(
      (e) => toast.error(errorMessage(e)),
    );
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Select
          label="Situação"
          placeholder="Todas"
          clearable
          data={progressStatuses.map((s) => ({ value: s, label: progressStatusLabels[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v as ProgressStatus | null);
            setPage(1);
          }}
          w={200}
        />
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => exportAs('csv')}>
            Exportar CSV
          </Button>
          <Button size="xs" variant="default" onClick={() => exportAs('xlsx')}>
            Exportar XLSX
          </Button>
        </Group>
      </Group>
      {q.error && <QueryErrorAlert error={q.error} onRetry={() => q.refetch()} />}
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Aluno</Table.Th>
                <Table.Th>Jornada</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Etapas</Table.Th>
                <Table.Th>Prazo</Table.Th>
                <Table.Th>Tentativas</Table.Th>
                <Table.Th>Nota</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.isLoading && <LoadingRows colSpan={7} />}
              {!q.isLoading && !rows.length && (
                <EmptyRow colSpan={7}>Nenhum aluno deste cliente inscrito em treinamentos.</EmptyRow>
              )}
              {rows.map((r) => (
                <Table.Tr key={`${r.user_id}/${r.journey_id}`}>
                  <Table.Td>
                    <Text size="sm">{r.user_name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.user_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.journey_title}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[r.status]}>{progressStatusLabels[r.status]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {r.steps_done}/{r.steps_total}
                  </Table.Td>
                  <Table.Td>
                    {r.completed_at
                      ? `Concluída em ${formatDate(r.completed_at)}`
                      : r.due_at
                        ? formatDate(r.due_at)
                        : '—'}
                  </Table.Td>
                  <Table.Td>{r.attempts}</Table.Td>
                  <Table.Td>
                    {r.score_percent === null ? '—' : `${r.score_percent.toLocaleString('pt-BR')}%`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {q.data && q.data.total > LIMIT && (
        <Pagination total={Math.ceil(q.data.total / LIMIT)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
