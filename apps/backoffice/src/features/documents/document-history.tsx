import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { formatDateTime } from '@siao/shared';
import { errorMessage } from '../../lib/http/api-error';
import { useDocumentHistory } from './documents-api';

const actionLabels: Record<string, string> = {
  'document.created': 'Documento criado',
  'document.updated': 'Dados alterados',
  'document.version_added': 'Nova versão enviada',
  'document.trashed': 'Movido para a lixeira',
  'document.restored': 'Restaurado da lixeira',
  'document.purged': 'Excluído definitivamente',
};

/** The audit trail of one document (who, what, when, from where). */
export function DocumentHistory({ id }: { id: string }) {
  const history = useDocumentHistory(id, true);
  if (history.isPending) return <Skeleton h={120} />;
  if (history.isError) return <Alert color="red">{errorMessage(history.error)}</Alert>;
  if (!history.data.length) return <Text c="dimmed">Nenhum registro no histórico.</Text>;
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Ação</Table.Th>
          <Table.Th>Usuário</Table.Th>
          <Table.Th>IP</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{formatDateTime(entry.at)}</Table.Td>
            <Table.Td>
              {actionLabels[entry.action] ?? entry.action}
              {typeof entry.details?.version === 'number' && ` (v${entry.details.version})`}
            </Table.Td>
            <Table.Td>{entry.actor_name ?? 'Sistema'}</Table.Td>
            <Table.Td>{entry.ip ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
