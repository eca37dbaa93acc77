import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
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
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/http/api-error';
import { useTermsList } from './terms-api';
import { kindOptions, productOptions, TermsCreateModal } from './terms-create-modal';
import { TermsDrawer } from './terms-drawer';

export function TermsPage() {
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in changes) && !('terms' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const list = useTermsList({
    page,
    limit: 20,
    sort: get('sort') || 'title',
    q: get('q') || undefined,
    kind: get('kind') || undefined,
    product: get('product') || undefined,
  });
  const [search, setSearch] = useState(get('q'));
  const applySearch = useDebouncedCallback((q: string) => set({ q }), 350);
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
            value={get('kind') || null}
            onChange={(v) => set({ kind: v })}
          />
          <Select
            label="Produto"
            placeholder="Qualquer"
            clearable
            data={productOptions}
            value={get('product') || null}
            onChange={(v) => set({ product: v })}
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
                <Table.Tr key={t.id} style={{ cursor: 'pointer' }} onClick={() => set({ terms: t.id })}>
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
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text ta="center" c="dimmed" py="lg">
                      Nenhum termo encontrado. Clique em “Novo termo” para criar os termos de uso ou a
                      política de privacidade.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {list.data && list.data.total > 20 && (
        <Pagination total={Math.ceil(list.data.total / 20)} value={page} onChange={(p) => set({ page: p })} />
      )}
      <TermsCreateModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => set({ terms: id })}
      />
      <TermsDrawer id={get('terms') || null} onClose={() => set({ terms: null })} />
    </Stack>
  );
}
