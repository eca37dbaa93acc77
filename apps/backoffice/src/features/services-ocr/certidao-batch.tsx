import { Badge, Group, Paper, Text } from '@mantine/core';
import type { CertidaoBatchRow } from '@siao/shared';
import { type ListColumn, ListTable } from '../../components/list-page';
import { CertidaoExportButtons } from './export-buttons';
import { useCertidaoBatch } from './ocr-api';

const situacaoColor: Record<string, string> = {
  Revisada: 'teal',
  Conferida: 'teal',
  'Para revisar': 'orange',
  Erro: 'red',
  Cancelado: 'yellow',
};

function MatriculaCell({ row }: { row: CertidaoBatchRow }) {
  if (row.matricula_valida === null) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" ff="monospace">
        {row.matricula}
      </Text>
      <Badge size="xs" color={row.matricula_valida ? 'teal' : 'red'}>
        {row.matricula_valida ? 'Validada' : 'DV inválido'}
      </Badge>
    </Group>
  );
}

const kindLabel = { obito: 'Óbito', nascimento: 'Nascimento' } as const;

const columns: ListColumn<CertidaoBatchRow>[] = [
  { key: 'arquivo', label: 'Arquivo', cell: (row) => row.file_name },
  { key: 'tipo', label: 'Tipo', cell: (row) => (row.kind ? kindLabel[row.kind] : '—') },
  { key: 'nome', label: 'Nome', cell: (row) => row.nome ?? '—' },
  { key: 'matricula', label: 'Matrícula', cell: (row) => <MatriculaCell row={row} /> },
  {
    key: 'revisar',
    label: 'Campos para revisar',
    cell: (row) => (row.status === 'concluido' ? row.campos_para_revisar : '—'),
  },
  {
    key: 'situacao',
    label: 'Situação',
    testId: 'certidao-situacao',
    cell: (row) => (
      <Badge variant="light" color={situacaoColor[row.situacao] ?? 'blue'}>
        {row.situacao}
      </Badge>
    ),
  },
];

/** The certidões sent together: one row each (tipo, nome, matrícula and its check, fields to review, situação). */
export function CertidaoBatchSummary(props: {
  id: string;
  onOpen: (id: string) => void;
  selected?: string | null;
}) {
  const query = useCertidaoBatch(props.id);
  const b = query.data;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Lote de certidões{b && ` — ${b.concluidas} de ${b.total} concluída(s)`}</Text>
        <CertidaoExportButtons
          path={`services/certidoes/lotes/${props.id}/export`}
          fileName={`lote-certidoes-${props.id.slice(0, 8)}`}
          label="Exportar lote"
        />
      </Group>
      <ListTable
        label="Resumo do lote"
        rows={b?.certidoes ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        query={query}
        onRowClick={(row) => props.onOpen(row.id)}
        isSelected={(row) => props.selected === row.id}
        rowTestId="certidao-row"
        minWidth={0}
      />
    </Paper>
  );
}
