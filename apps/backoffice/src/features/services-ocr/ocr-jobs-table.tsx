import { Badge, Pagination, Progress, Text } from '@mantine/core';
import { formatDate, type OcrJobSummary, ocrStatusLabels } from '@siao/shared';
import { type ListColumn, ListTable } from '../../components/list-page';
import { type OcrArea, useOcrJobs } from './ocr-api';

const colors = {
  fila: 'gray',
  processando: 'blue',
  concluido: 'teal',
  erro: 'red',
  cancelado: 'yellow',
} as const;

const columns: ListColumn<OcrJobSummary>[] = [
  {
    key: 'arquivo',
    label: 'Arquivo',
    cell: (job) => (
      <>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {job.file_name}
        </Text>
        {job.error && (
          <Text size="xs" c="red">
            {job.error}
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'situacao',
    label: 'Situação',
    testId: 'ocr-situacao',
    cell: (job) => (
      <Badge color={colors[job.status]} variant="light">
        {ocrStatusLabels[job.status]}
      </Badge>
    ),
  },
  {
    key: 'progresso',
    label: 'Progresso',
    cell: (job) => (
      <div style={{ minWidth: 120 }}>
        <Text size="xs">
          Página {job.pages_done} de {job.pages_total || '?'}
        </Text>
        <Progress
          value={job.pages_total ? (100 * job.pages_done) / job.pages_total : 0}
          size="sm"
          aria-label={`Progresso de ${job.file_name}`}
        />
      </div>
    ),
  },
  {
    key: 'confianca',
    label: 'Confiança',
    cell: (job) => (job.confidence === null ? '—' : `${Math.round(job.confidence * 100)} %`),
  },
  { key: 'enviado', label: 'Enviado em', nowrap: true, cell: (job) => formatDate(job.created_at) },
];

/** Jobs of the area, newest first, with live progress (página n de m); cards on a phone. */
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
    <>
      <ListTable
        label="Arquivos enviados"
        rows={rows}
        rowKey={(job) => job.id}
        columns={columns}
        query={query}
        empty="Nenhum arquivo enviado ainda. Envie um PDF ou imagem acima."
        onRowClick={props.onOpen}
        isSelected={(job) => props.selected === job.id}
        rowTestId="ocr-job"
        minWidth={0}
      />
      {pages > 1 && <Pagination m="sm" total={pages} value={props.page} onChange={props.onPage} />}
    </>
  );
}
