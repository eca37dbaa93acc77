import { Alert, Badge, Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { type DocumentSummary, documentVisibilityLabels, formatDate } from '@siao/shared';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ListFilters, ListPager, ListSearch, ListTable } from '../../components/list-page';
import { useUrlListParams } from '../../components/url-list-params';
import { useCurrentUser } from '../../lib/auth/session';
import { DocumentDrawer } from './document-drawer';
import { DocumentFormModal } from './document-form-modal';
import { useDocumentCategories, useDocuments } from './documents-api';
import { formatSize } from './format-size';

const visibilityColors = { interno: 'gray', todos_clientes: 'teal', clientes_escolhidos: 'blue' } as const;

export function DocumentsPage() {
  const user = useCurrentUser();
  const staff = user.role !== 'cliente';
  const list = useUrlListParams(['q', 'category', 'visibility', 'view', 'doc'] as const, {
    sort: '-updated_at',
  });
  const trash = staff && list.values.view === 'lixeira';
  const query = useDocuments({
    page: list.page,
    limit: list.limit,
    sort: list.sort,
    q: list.values.q || undefined,
    category: list.values.category || undefined,
    visibility: list.values.visibility || undefined,
    trash,
  });
  const categories = useDocumentCategories();
  const [creating, setCreating] = useState(false);

  const rows = query.data?.data ?? [];
  const filtered = !!(list.values.q || list.values.category || list.values.visibility);
  const columns: ListColumn<DocumentSummary>[] = [
    {
      key: 'title',
      label: 'Título',
      sort: 'title',
      cell: (doc) => (
        <>
          <Text fw={500}>{doc.title}</Text>
          {doc.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {doc.description}
            </Text>
          )}
        </>
      ),
    },
    { key: 'category', label: 'Categoria', sort: 'category', cell: (doc) => doc.category },
    ...(staff
      ? [
          {
            key: 'visibility',
            label: 'Visibilidade',
            cell: (doc: DocumentSummary) => (
              <Badge variant="light" color={visibilityColors[doc.visibility]}>
                {documentVisibilityLabels[doc.visibility]}
              </Badge>
            ),
          },
        ]
      : []),
    {
      key: 'file',
      label: 'Arquivo',
      cell: (doc) => `${doc.format.toUpperCase()} · ${formatSize(doc.size_bytes)} · v${doc.current_version}`,
    },
    trash
      ? {
          key: 'purge',
          label: 'Exclusão definitiva em',
          cell: (doc) => formatDate(doc.purge_at ?? doc.updated_at),
        }
      : {
          key: 'updated',
          label: 'Atualizado em',
          sort: 'updated_at',
          cell: (doc) => formatDate(doc.updated_at),
        },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        {staff ? (
          <Tabs
            value={trash ? 'lixeira' : 'ativos'}
            onChange={(v) => list.set({ view: v === 'lixeira' ? 'lixeira' : null })}
          >
            <Tabs.List>
              <Tabs.Tab value="ativos">Documentos</Tabs.Tab>
              <Tabs.Tab value="lixeira">Lixeira</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        ) : (
          <Text c="dimmed">Documentos publicados pela Sião para a sua serventia.</Text>
        )}
        {staff && !trash && (
          <Button leftSection={<IconFileUpload size={18} />} onClick={() => setCreating(true)}>
            Novo documento
          </Button>
        )}
      </Group>

      <ListFilters
        active={[list.values.category, list.values.visibility].filter(Boolean).length}
        search={
          <ListSearch
            placeholder="Título ou conteúdo"
            value={list.values.q}
            onSearch={(q) => list.set({ q })}
          />
        }
      >
        <Select
          label="Categoria"
          placeholder="Todas"
          clearable
          data={categories.data ?? []}
          value={list.values.category || null}
          onChange={(v) => list.set({ category: v })}
        />
        {staff && (
          <Select
            label="Visibilidade"
            placeholder="Todas"
            clearable
            data={Object.entries(documentVisibilityLabels).map(([value, label]) => ({ value, label }))}
            value={list.values.visibility || null}
            onChange={(v) => list.set({ visibility: v })}
          />
        )}
      </ListFilters>

      {trash && (
        <Alert color="yellow" variant="light">
          Documentos na lixeira podem ser restaurados por 30 dias; depois disso são excluídos definitivamente.
        </Alert>
      )}
      <ListTable
        label="Documentos"
        rows={rows}
        rowKey={(doc) => doc.id}
        columns={columns}
        query={query}
        sort={list.sort}
        onSort={(sort) => list.set({ sort })}
        onRowClick={(doc) => list.set({ doc: doc.id, page: list.page })}
        minWidth={760}
        empty={
          trash
            ? 'Nenhum documento na lixeira.'
            : filtered
              ? 'Nenhum documento encontrado. Limpe a busca ou os filtros.'
              : staff
                ? 'Nenhum documento encontrado. Clique em “Novo documento” para enviar o primeiro.'
                : 'Nenhum documento encontrado. Os documentos publicados pela Sião aparecerão aqui.'
        }
      />

      <ListPager
        total={query.data?.total ?? 0}
        limit={list.limit}
        page={list.page}
        onPage={(page) => list.set({ page })}
        noun="documento"
      />

      <DocumentFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => list.set({ doc: id })}
      />
      <DocumentDrawer id={list.values.doc || null} onClose={() => list.set({ doc: null, page: list.page })} />
    </Stack>
  );
}
