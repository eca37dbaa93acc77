import { Table } from '@mantine/core';
import { type DocumentHistoryEntry, formatDateTime } from '@siao/shared';

/** The audit trail of one record (who, what, when, from where); `labels` names the actions in Portuguese. */
export function AuditEntriesTable({
  entries,
  labels,
}: {
  entries: DocumentHistoryEntry[];
  labels: Record<string, string>;
}) {
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
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{formatDateTime(entry.at)}</Table.Td>
            <Table.Td>
              {labels[entry.action] ?? entry.action}
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
