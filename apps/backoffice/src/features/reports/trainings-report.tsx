import { Box, Card, Group, Progress, Text } from '@mantine/core';
import type { ProgressSummaryRow } from '@siao/shared';
import { formatPercent } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { ExportButtons } from '../../components/export-buttons';
import { type ListColumn, ListTable } from '../../components/list-page';
import { api, saveBlob } from '../../lib/api';
import { XapiExportButton } from './xapi-export-button';

const pct = (n: number | null) => formatPercent(n);

const columns: ListColumn<ProgressSummaryRow>[] = [
  { key: 'cliente', label: 'Cliente', cell: (r) => r.client_name },
  { key: 'jornada', label: 'Jornada', cell: (r) => r.journey_title },
  { key: 'inscritos', label: 'Inscritos', cell: (r) => r.enrolled },
  { key: 'nao_iniciada', label: 'Não iniciada', cell: (r) => r.nao_iniciada },
  { key: 'em_andamento', label: 'Em andamento', cell: (r) => r.em_andamento },
  { key: 'concluida', label: 'Concluída', cell: (r) => r.concluida },
  {
    key: 'atrasada',
    label: 'Atrasada',
    cell: (r) => (
      <Text span inherit c={r.atrasada ? 'red' : undefined}>
        {r.atrasada}
      </Text>
    ),
  },
  {
    key: 'conclusao',
    label: 'Conclusão',
    cell: (r) => (
      <Box miw={100}>
        <Text size="xs">{pct(r.completion_percent)}</Text>
        <Progress value={r.completion_percent} aria-label={`Conclusão: ${pct(r.completion_percent)}`} />
      </Box>
    ),
  },
  { key: 'nota', label: 'Nota média', cell: (r) => pct(r.score_percent) },
];

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
        <Group gap="xs">
          <ExportButtons
            onExport={(formato) =>
              saveBlob('learning/progress/summary', { formato }, `relatorio-treinamentos.${formato}`)
            }
          />
          <XapiExportButton />
        </Group>
      </Group>
      <ListTable
        label="Treinamentos por cliente e jornada"
        rows={rows}
        rowKey={(r) => `${r.client_id}/${r.journey_id}`}
        columns={columns}
        query={q}
        minWidth={760}
        empty="Nenhum aluno inscrito em treinamentos ainda."
      />
    </Card>
  );
}
