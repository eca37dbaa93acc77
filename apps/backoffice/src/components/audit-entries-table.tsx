import { type DocumentHistoryEntry, formatDateTime } from '@siao/shared';
import { type ListColumn, ListTable } from './list-page/list-table';

function columns(labels: Record<string, string>): ListColumn<DocumentHistoryEntry>[] {
  return [
    { key: 'data', label: 'Data', nowrap: true, cell: (entry) => formatDateTime(entry.at) },
    {
      key: 'acao',
      label: 'Ação',
      cell: (entry) => (
        <>
          {labels[entry.action] ?? entry.action}
          {typeof entry.details?.version === 'number' && ` (v${entry.details.version})`}
        </>
      ),
    },
    { key: 'usuario', label: 'Usuário', cell: (entry) => entry.actor_name ?? 'Sistema' },
    { key: 'ip', label: 'IP', cell: (entry) => entry.ip ?? '—' },
  ];
}

/** The audit trail of one record (who, what, when, from where); `labels` names the actions in Portuguese. */
export function AuditEntriesTable({
  entries,
  labels,
}: {
  entries: DocumentHistoryEntry[];
  labels: Record<string, string>;
}) {
  return (
    <ListTable
      label="Histórico"
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns(labels)}
      minWidth={0}
    />
  );
}
