import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { formatDate, productLabels, TERMS_ALL_PRODUCTS_LABEL, termsKindLabels } from '@siao/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyRow, ListPagination } from '../../components/list-table-states';
import { useUrlListParams } from '../../components/url-list-params';
import { errorMessage } from '../../lib/http/api-error';
import { useTermsList } from './terms-api';
import { kindOptions, productOptions, TermsCreateModal } from './terms-create-modal';
import { TermsDrawer } from './terms-drawer';

export function TermsPage() {
  const url = useUrlListParams(['q', 'kind', 'product', 'terms'] as const, {
    sort: 'title',
    keepPageOn: ['terms'],
  });
  const list = useTermsList({
    page: url.page,
    limit: url.limit,
    sort: url.sort,
    q: url.values.q || undefined,
    kind: url.values.kind || undefined,
    product: url.values.product || undefined,
  });
  const [search, setSearch] = useState(url.values.q);
  const applySearch = useDebouncedCallback((q: string) => url.set({ q }), 350);
  const [creating, setCreating] = useState(false);
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Buscar"
            placeholder="Título"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              applySearch(e.currentTarget.value);
            }}
          />
          <Select
            label="Tipo"
            placeholder="Todos"
            clearable
            data={kindOptions}
            value={url.values.kind || null}
            onChange={(v) => url.set({ kind: v })}
          />
          <Select
            label="Produto"
            placeholder="Qualquer"
            clearable
            data={productOptions}
            value={url.values.product || null}
            onChange={(v) => url.set({ product: v })}
          />
        </Group>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          Novo termo
        </Button>
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Produto</Table.Th>
                <Table.Th>Versão publicada</Table.Th>
                <Table.Th>Aceite</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Skeleton h={60} />
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((t) => (
                <Table.Tr key={t.id} style={{ cursor: 'pointer' }} onClick={() => url.set({ terms: t.id })}>
                  <Table.Td>
                    <Text fw={500}>{t.title}</Text>
                    {t.has_draft && (
                      <Badge size="xs" color="yellow" variant="light">
                        Rascunho não publicado
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{termsKindLabels[t.kind]}</Table.Td>
                  <Table.Td>{t.product ? productLabels[t.product] : TERMS_ALL_PRODUCTS_LABEL}</Table.Td>
                  <Table.Td>
                    {t.current_version ? (
                      `v${t.current_version} · ${formatDate(t.published_at!)}`
                    ) : (
                      <Text c="dimmed">Não publicado</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t.requires_acceptance ? 'Obrigatório' : 'Informativo'}</Table.Td>
                </Table.Tr>
              ))}
              {list.isSuccess && rows.length === 0 && (
                <EmptyRow colSpan={5}>
                  Nenhum termo encontrado. Clique em “Novo termo” para criar os termos de uso ou a política de
                  privacidade.
                </EmptyRow>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListPagination
        total={list.data?.total ?? 0}
        limit={url.limit}
        page={url.page}
        onChange={(page) => url.set({ page })}
      />
      <TermsCreateModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => url.set({ terms: id })}
      />
      <TermsDrawer id={url.values.terms || null} onClose={() => url.set({ terms: null })} />
    </Stack>
  );
}
