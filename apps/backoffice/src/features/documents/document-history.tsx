import { Alert, Skeleton, Text } from '@mantine/core';
import { AuditEntriesTable } from '../../components/audit-entries-table';
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
  return <AuditEntriesTable entries={history.data} labels={actionLabels} />;
}
