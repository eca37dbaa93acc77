import { Group, Pagination, Select, Text, Tooltip } from '@mantine/core';
import { formatDateTime, type TermsAcceptanceRow, type TermsDetail } from '@siao/shared';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { PersonCell } from '../../components/person-cell';
import { useAcceptances } from './terms-api';

const columns: ListColumn<TermsAcceptanceRow>[] = [
  {
    key: 'usuario',
    label: 'Usuário',
    cell: (a) => <PersonCell name={a.user_name} email={a.user_email} />,
  },
  { key: 'cliente', label: 'Cliente', cell: (a) => a.client_name ?? '—' },
  { key: 'versao', label: 'Versão', cell: (a) => `v${a.version}` },
  { key: 'aceito', label: 'Aceito em', nowrap: true, cell: (a) => formatDateTime(a.accepted_at) },
  {
    key: 'ip',
    label: 'IP',
    cell: (a) => (
      <Tooltip label={a.user_agent ?? 'Navegador não informado'} multiline w={320}>
        <Text size="sm">{a.ip ?? '—'}</Text>
      </Tooltip>
    ),
  },
];

/** Who accepted which version, when, from where (LGPD consent evidence), newest first. */
export function TermsAcceptances({ terms }: { terms: TermsDetail }) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState<number | null>(null);
  const list = useAcceptances(terms.id, page, version);
  return (
    <>
      <Select
        label="Versão"
        placeholder="Todas"
        clearable
        w={180}
        mb="sm"
        data={terms.versions.map((v) => ({ value: String(v.version), label: `Versão ${v.version}` }))}
        value={version === null ? null : String(version)}
        onChange={(v) => {
          setVersion(v ? Number(v) : null);
          setPage(1);
        }}
      />
      <ListTable
        label="Aceites"
        rows={list.data?.data ?? []}
        rowKey={(a) => a.id}
        columns={columns}
        query={list}
        empty={`Nenhum aceite registrado${version ? ' nesta versão' : ''}.`}
        rowTestId="terms-acceptance"
        minWidth={680}
      />
      {list.data && list.data.total > 20 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={Math.ceil(list.data.total / 20)} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}
