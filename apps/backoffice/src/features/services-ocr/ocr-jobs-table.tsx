import { Badge, Pagination, Paper, Progress, Table, Text } from '@mantine/core';
import { formatDate, type OcrJobSummary, ocrStatusLabels } from '@siao/shared';
import { EmptyRow, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { type OcrArea, useOcrJobs } from './ocr-api';

const colors = {
  fila: 'gray',
  processando: 'blue',
  concluido: 'teal',
  erro: 'red',
  cancelado: 'yellow',
} as const;

/** Jobs of the area, newest first, with live progress (página n de m). */
export function OcrJobsTable(props: {
  area: OcrArea;
  page: number;
  onPage: (page: number) => void;
  onOpen: (job: OcrJobSummary) => void;
  selected?: string | null;
}) {
  const query = useOcrJobs(props.area, props.page);
  const rows = query.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / 20));
  return (
    <Paper withBorder radius="md">
      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />}
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Arquivo</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Progresso</Table.Th>
            <Table.Th>Confiança</Table.Th>
            <Table.Th>Enviado em</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending && <LoadingRows colSpan={5} />}
          {!query.isPending && !rows.length && (
            <EmptyRow colSpan={5}>Nenhum arquivo enviado ainda. Envie um PDF ou imagem acima.</EmptyRow>
          )}
          {rows.map((job) => (
            <Table.Tr
              key={job.id}
              style={{ cursor: 'pointer' }}
              bg={props.selected === job.id ? 'var(--mantine-color-blue-light)' : undefined}
              onClick={() => props.onOpen(job)}
            >
              <Table.Td>
                <Text fw={500}>{job.file_name}</Text>
                {job.error && (
                  <Text size="xs" c="red">
                    {job.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={colors[job.status]} variant="light">
                  {ocrStatusLabels[job.status]}
                </Badge>
              </Table.Td>
              <Table.Td miw={160}>
                <Text size="xs">
                  Página {job.pages_done} de {job.pages_total || '?'}
                </Text>
                <Progress
                  value={job.pages_total ? (100 * job.pages_done) / job.pages_total : 0}
                  size="sm"
                  aria-label={`Progresso de ${job.file_name}`}
                />
              </Table.Td>
              <Table.Td>{job.confidence === null ? '—' : `${Math.round(job.confidence * 100)} %`}</Table.Td>
              <Table.Td>{formatDate(job.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && <Pagination m="sm" total={pages} value={props.page} onChange={props.onPage} />}
    </Paper>
  );
}
