import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import type { CertidaoBatchRow } from '@siao/shared';
import { QueryErrorAlert } from '../../components/list-table-states';
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
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {row.matricula}
      </Text>
      <Badge size="xs" color={row.matricula_valida ? 'teal' : 'red'}>
        {row.matricula_valida ? 'Validada' : 'DV inválido'}
      </Badge>
    </Group>
  );
}

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
      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />}
      <Table highlightOnHover verticalSpacing="xs" aria-label="Resumo do lote">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Arquivo</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Matrícula</Table.Th>
            <Table.Th>Campos para revisar</Table.Th>
            <Table.Th>Situação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(b?.certidoes ?? []).map((row) => (
            <Table.Tr
              key={row.id}
              style={{ cursor: 'pointer' }}
              bg={props.selected === row.id ? 'var(--mantine-color-blue-light)' : undefined}
              onClick={() => props.onOpen(row.id)}
            >
              <Table.Td>{row.file_name}</Table.Td>
              <Table.Td>
                {row.kind === 'obito' ? 'Óbito' : row.kind === 'nascimento' ? 'Nascimento' : '—'}
              </Table.Td>
              <Table.Td>{row.nome ?? '—'}</Table.Td>
              <Table.Td>
                <MatriculaCell row={row} />
              </Table.Td>
              <Table.Td>{row.status === 'concluido' ? row.campos_para_revisar : '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={situacaoColor[row.situacao] ?? 'blue'}>
                  {row.situacao}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
