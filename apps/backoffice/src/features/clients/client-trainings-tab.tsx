import { Badge, Button, Group, Pagination, Select, Stack } from '@mantine/core';
import {
  formatDate,
  formatPercent,
  type LearnerProgress,
  type ProgressStatus,
  progressStatuses,
  progressStatusLabels,
} from '@siao/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { PersonCell } from '../../components/person-cell';
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

const columns: ListColumn<LearnerProgress>[] = [
  {
    key: 'aluno',
    label: 'Aluno',
    cell: (r) => <PersonCell name={r.user_name} email={r.user_email} />,
  },
  { key: 'jornada', label: 'Jornada', cell: (r) => r.journey_title },
  {
    key: 'situacao',
    label: 'Situação',
    testId: 'training-situacao',
    cell: (r) => <Badge color={statusColor[r.status]}>{progressStatusLabels[r.status]}</Badge>,
  },
  { key: 'etapas', label: 'Etapas', cell: (r) => `${r.steps_done}/${r.steps_total}` },
  {
    key: 'prazo',
    label: 'Prazo',
    cell: (r) =>
      r.completed_at ? `Concluída em ${formatDate(r.completed_at)}` : r.due_at ? formatDate(r.due_at) : '—',
  },
  { key: 'tentativas', label: 'Tentativas', cell: (r) => r.attempts },
  {
    key: 'nota',
    label: 'Nota',
    cell: (r) => formatPercent(r.score_percent),
  },
];

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
      <ListTable
        label="Treinamentos dos alunos"
        rows={rows}
        rowKey={(r) => `${r.user_id}/${r.journey_id}`}
        columns={columns}
        query={q}
        empty="Nenhum aluno deste cliente inscrito em treinamentos."
        rowTestId="client-training"
      />
      {q.data && q.data.total > LIMIT && (
        <Pagination total={Math.ceil(q.data.total / LIMIT)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
