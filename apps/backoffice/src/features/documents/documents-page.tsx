import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type DocumentSummary, documentVisibilityLabels, formatDate } from '@siao/shared';
import { IconArrowsSort, IconFileUpload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { EmptyRow, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
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
  const [search, setSearch] = useState(list.values.q);
  const applySearch = useDebouncedCallback((q: string) => list.set({ q }), 350);
  const [creating, setCreating] = useState(false);

  const sortBy = (field: string) => list.set({ sort: list.sort === field ? `-${field}` : field });
  const header = (field: string, label: string) => (
    <UnstyledButton onClick={() => sortBy(field)} aria-label={`Ordenar por ${label.toLowerCase()}`}>
      <Group gap={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <IconArrowsSort size={14} opacity={list.sort.replace('-', '') === field ? 1 : 0.35} />
      </Group>
    </UnstyledButton>
  );
  const rows = query.data?.data ?? [];
  const filtered = !!(list.values.q || list.values.category || list.values.visibility);

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

      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Buscar"
          placeholder="Título ou conteúdo"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
          w={280}
        />
        <Select
          label="Categoria"
          placeholder="Todas"
          clearable
          data={categories.data ?? []}
          value={list.values.category || null}
          onChange={(v) => list.set({ category: v })}
          w={200}
        />
        {staff && (
          <Select
            label="Visibilidade"
            placeholder="Todas"
            clearable
            data={Object.entries(documentVisibilityLabels).map(([value, label]) => ({ value, label }))}
            value={list.values.visibility || null}
            onChange={(v) => list.set({ visibility: v })}
            w={200}
          />
        )}
      </Group>

      {trash && (
        <Alert color="yellow" variant="light">
          Documentos na lixeira podem ser restaurados por 30 dias; depois disso são excluídos definitivamente.
        </Alert>
      )}
      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{header('title', 'Título')}</Table.Th>
                <Table.Th>{header('category', 'Categoria')}</Table.Th>
                {staff && <Table.Th>Visibilidade</Table.Th>}
                <Table.Th>Arquivo</Table.Th>
                <Table.Th>
                  {trash ? 'Exclusão definitiva em' : header('updated_at', 'Atualizado em')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending && <LoadingRows colSpan={5} />}
              {rows.map((doc: DocumentSummary) => (
                <Table.Tr
                  key={doc.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => list.set({ doc: doc.id, page: list.page })}
                >
                  <Table.Td>
                    <Text fw={500}>{doc.title}</Text>
                    {doc.description && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {doc.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{doc.category}</Table.Td>
                  {staff && (
                    <Table.Td>
                      <Badge variant="light" color={visibilityColors[doc.visibility]}>
                        {documentVisibilityLabels[doc.visibility]}
                      </Badge>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm">
                      {doc.format.toUpperCase()} · {formatSize(doc.size_bytes)} · v{doc.current_version}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(trash && doc.purge_at ? doc.purge_at : doc.updated_at)}</Table.Td>
                </Table.Tr>
              ))}
              {query.isSuccess && rows.length === 0 && (
                <EmptyRow colSpan={5}>
                  {trash
                    ? 'Nenhum documento na lixeira.'
                    : filtered
                      ? 'Nenhum documento encontrado. Limpe a busca ou os filtros.'
                      : staff
                        ? 'Nenhum documento encontrado. Clique em “Novo documento” para enviar o primeiro.'
                        : 'Nenhum documento encontrado. Os documentos publicados pela Sião aparecerão aqui.'}
                </EmptyRow>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

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
