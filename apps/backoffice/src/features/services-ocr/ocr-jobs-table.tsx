import { Anchor, Badge, Pagination, Progress, Text } from '@mantine/core';
import { formatDate, formatPercent, type OcrJobSummary, ocrStatusLabels } from '@siao/shared';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListTable } from '../../components/list-page';
import { type OcrArea, useOcrJobs } from './ocr-api';

const colors = {
  fila: 'gray',
  processando: 'blue',
  concluido: 'teal',
  erro: 'red',
  cancelado: 'yellow',
} as const;

const columns = (hrefOf: (job: OcrJobSummary) => string): ListColumn<OcrJobSummary>[] => [
  {
    key: 'arquivo',
    label: 'Arquivo',
    cell: (job) => (
      <>
        {/* the row's link: keyboard and screen readers open the job here; the mouse may click the whole row */}
        <Anchor
          component={Link}
          to={hrefOf(job)}
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
          onClick={(e) => e.stopPropagation()}
        >
          {job.file_name}
        </Anchor>
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
    cell: (job) => formatPercent(job.confidence === null ? null : job.confidence * 100),
  },
  { key: 'enviado', label: 'Enviado em', nowrap: true, cell: (job) => formatDate(job.created_at) },
];

/** Jobs of the area, newest first, with live progress (página n de m); cards on a phone. */
export function OcrJobsTable(props: {
  area: OcrArea;
  page: number;
  onPage: (page: number) => void;
  /** Where a job opens (its own page, or the same page with the job chosen). */
  hrefOf: (job: OcrJobSummary) => string;
  selected?: string | null;
}) {
  const navigate = useNavigate();
  const query = useOcrJobs(props.area, props.page);
  const rows = query.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / 20));
  return (
    <>
      <ListTable
        label="Arquivos enviados"
        rows={rows}
        rowKey={(job) => job.id}
        columns={columns(props.hrefOf)}
        query={query}
        empty="Nenhum arquivo enviado ainda. Envie um PDF ou imagem acima."
        onRowClick={(job) => navigate(props.hrefOf(job))}
        isSelected={(job) => props.selected === job.id}
        rowTestId="ocr-job"
        minWidth={0}
      />
      {pages > 1 && <Pagination m="sm" total={pages} value={props.page} onChange={props.onPage} />}
    </>
  );
}
