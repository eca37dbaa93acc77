import { Alert, Group, Pagination, Select, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { formatDateTime, type TermsDetail } from '@siao/shared';
import { useState } from 'react';
import { errorMessage } from '../../lib/http/api-error';
import { useAcceptances } from './terms-api';

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
      {list.isPending && <Skeleton h={120} />}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && list.data.total === 0 && (
        <Text c="dimmed">Nenhum aceite registrado{version ? ' nesta versão' : ''}.</Text>
      )}
      {list.data && list.data.total > 0 && (
        <Table.ScrollContainer minWidth={680}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Usuário</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Versão</Table.Th>
                <Table.Th>Aceito em</Table.Th>
                <Table.Th>IP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Text size="sm">{a.user_name}</Text>
                    <Text size="xs" c="dimmed">
                      {a.user_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.client_name ?? '—'}</Table.Td>
                  <Table.Td>v{a.version}</Table.Td>
                  <Table.Td>{formatDateTime(a.accepted_at)}</Table.Td>
                  <Table.Td>
                    <Tooltip label={a.user_agent ?? 'Navegador não informado'} multiline w={320}>
                      <Text size="sm">{a.ip ?? '—'}</Text>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total > 20 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={Math.ceil(list.data.total / 20)} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}
