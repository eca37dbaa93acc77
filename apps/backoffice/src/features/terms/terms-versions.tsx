import {
  Alert,
  Button,
  Modal,
  Skeleton,
  Table,
  Text,
  Tooltip,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { formatDateTime, type TermsDetail } from '@siao/shared';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { AuditEntriesTable } from '../../components/audit-entries-table';
import { errorMessage } from '../../lib/http/api-error';
import { useTermsHistory, useTermsVersion } from './terms-api';

export function TermsVersions({ terms }: { terms: TermsDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  const version = useTermsVersion(terms.id, open);
  if (!terms.versions.length) return <Text c="dimmed">Nenhuma versão publicada ainda.</Text>;
  return (
    <>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Versão</Table.Th>
            <Table.Th>Publicada em</Table.Th>
            <Table.Th>Por</Table.Th>
            <Table.Th>Aceites</Table.Th>
            <Table.Th>Hash (SHA-256)</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.versions.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>v{v.version}</Table.Td>
              <Table.Td>{formatDateTime(v.published_at)}</Table.Td>
              <Table.Td>{v.published_by_name ?? '—'}</Table.Td>
              <Table.Td>{v.acceptances}</Table.Td>
              <Table.Td>
                <Tooltip label={v.content_hash}>
                  <Text size="xs" ff="monospace">
                    {v.content_hash.slice(0, 12)}…
                  </Text>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="subtle" onClick={() => setOpen(v.version)}>
                  Ver texto
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={`${terms.title} — versão ${open}`}
        size="xl"
      >
        {version.isPending && <Skeleton h={200} />}
        {version.isError && <Alert color="red">{errorMessage(version.error)}</Alert>}
        {version.data && (
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and with DOMPurify */}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(version.data.content_html) }} />
          </Typography>
        )}
      </Modal>
    </>
  );
}

const actionLabels: Record<string, string> = {
  'terms.created': 'Termo criado',
  'terms.updated': 'Dados ou rascunho alterados',
  'terms.published': 'Versão publicada',
  'terms.deleted': 'Termo excluído',
};

export function TermsHistory({ id }: { id: string }) {
  const history = useTermsHistory(id);
  if (history.isPending) return <Skeleton h={120} />;
  if (history.isError) return <Alert color="red">{errorMessage(history.error)}</Alert>;
  return <AuditEntriesTable entries={history.data} labels={actionLabels} />;
}
