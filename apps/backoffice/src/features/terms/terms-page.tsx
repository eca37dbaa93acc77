import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import {
  formatDate,
  productLabels,
  TERMS_ALL_PRODUCTS_LABEL,
  type TermsSummary,
  termsKindLabels,
} from '@siao/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ListFilters, ListPager, ListSearch, ListTable } from '../../components/list-page';
import { useUrlListParams } from '../../components/url-list-params';
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
  const [creating, setCreating] = useState(false);
  const rows = list.data?.data ?? [];

  const columns: ListColumn<TermsSummary>[] = [
    {
      key: 'title',
      label: 'Título',
      cell: (t) => (
        <>
          <Text fw={500}>{t.title}</Text>
          {t.has_draft && (
            <Badge size="xs" color="yellow" variant="light">
              Rascunho não publicado
            </Badge>
          )}
        </>
      ),
    },
    { key: 'kind', label: 'Tipo', cell: (t) => termsKindLabels[t.kind] },
    {
      key: 'product',
      label: 'Produto',
      cell: (t) => (t.product ? productLabels[t.product] : TERMS_ALL_PRODUCTS_LABEL),
    },
    {
      key: 'version',
      label: 'Versão publicada',
      cell: (t) =>
        t.current_version && t.published_at ? (
          `v${t.current_version} · ${formatDate(t.published_at)}`
        ) : (
          <Text c="dimmed" span>
            Não publicado
          </Text>
        ),
    },
    {
      key: 'acceptance',
      label: 'Aceite',
      cell: (t) => (t.requires_acceptance ? 'Obrigatório' : 'Informativo'),
    },
  ];

  return (
    <Stack gap="md">
      <ListFilters
        active={[url.values.kind, url.values.product].filter(Boolean).length}
        search={<ListSearch placeholder="Título" value={url.values.q} onSearch={(q) => url.set({ q })} />}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            Novo termo
          </Button>
        }
      >
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
      </ListFilters>
      <ListTable
        label="Termos e políticas"
        rows={rows}
        rowKey={(t) => t.id}
        columns={columns}
        query={list}
        onRowClick={(t) => url.set({ terms: t.id })}
        empty="Nenhum termo encontrado. Clique em “Novo termo” para criar os termos de uso ou a política de privacidade."
      />
      <ListPager
        total={list.data?.total ?? 0}
        limit={url.limit}
        page={url.page}
        onPage={(page) => url.set({ page })}
        noun="termo"
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
