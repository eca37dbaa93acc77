import { Alert, Button, Modal, Skeleton, Text, Typography } from '@mantine/core';
import { formatDateTime, type TermsDetail } from '@siao/shared';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { AuditEntriesTable } from '../../components/audit-entries-table';
import { type ListColumn, ListTable } from '../../components/list-page';
import { ShortHash } from '../../components/short-hash';
import { errorMessage } from '../../lib/http/api-error';
import { useTermsHistory, useTermsVersion } from './terms-api';

type Version = TermsDetail['versions'][number];

const columns: ListColumn<Version>[] = [
  { key: 'versao', label: 'Versão', cell: (v) => `v${v.version}` },
  { key: 'publicada', label: 'Publicada em', nowrap: true, cell: (v) => formatDateTime(v.published_at) },
  { key: 'por', label: 'Por', cell: (v) => v.published_by_name ?? '—' },
  { key: 'aceites', label: 'Aceites', cell: (v) => v.acceptances },
  {
    key: 'hash',
    label: 'Hash (SHA-256)',
    cell: (v) => <ShortHash hash={v.content_hash} />,
  },
];

export function TermsVersions({ terms }: { terms: TermsDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  const version = useTermsVersion(terms.id, open);
  if (!terms.versions.length) return <Text c="dimmed">Nenhuma versão publicada ainda.</Text>;
  return (
    <>
      <ListTable
        label="Versões publicadas"
        rows={terms.versions}
        rowKey={(v) => String(v.version)}
        columns={[
          ...columns,
          {
            key: 'texto',
            label: 'Texto',
            cell: (v) => (
              <Button size="compact-sm" variant="subtle" onClick={() => setOpen(v.version)}>
                Ver texto
              </Button>
            ),
          },
        ]}
        rowTestId="terms-version"
        minWidth={0}
      />
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
