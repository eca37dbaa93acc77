import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type Client,
  countLabel,
  formatBRL,
  formatCnpj,
  formatCpf,
  type Product,
  productLabels,
  products,
  ufOptions,
} from '@siao/shared';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyRow, ListPagination, LoadingRows, QueryErrorAlert } from '../../components/list-table-states';
import { SortableHeader } from '../../components/sortable-header';
import { useUrlListParams } from '../../components/url-list-params';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { downloadClients, useClients } from './clients-api';

export const documentOf = (c: Pick<Client, 'person_type' | 'document'>) =>
  c.person_type === 'pj' ? formatCnpj(c.document) : formatCpf(c.document);

/** Clientes: server-side search, filters, sort and pagination, all kept in the URL. */
export function ClientsPage() {
  const navigate = useNavigate();
  const list = useUrlListParams(['q', 'status', 'product', 'uf'] as const, { sort: 'name' });
  const filters = {
    sort: list.sort,
    q: list.values.q || undefined,
    status: list.values.status || undefined,
    product: list.values.product || undefined,
    uf: list.values.uf || undefined,
  };
  const query = useClients({ ...filters, page: list.page, limit: list.limit });
  const [search, setSearch] = useState(list.values.q);
  const applySearch = useDebouncedCallback((q: string) => list.set({ q }), 350);
  const [exporting, setExporting] = useState<string | null>(null);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = !!(filters.q || filters.status || filters.product || filters.uf);
  const header = (field: string, label: string) => (
    <SortableHeader field={field} label={label} sort={list.sort} onSort={(sort) => list.set({ sort })} />
  );

  async function exportAs(format: 'csv' | 'xlsx') {
    setExporting(format);
    try {
      await downloadClients(format, filters);
    } catch (error) {
      toast.error(errorMessage(error), 'Falha na exportação');
    } finally {
      setExporting(null);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">{query.isSuccess ? countLabel(total, 'cliente') : ' '}</Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} />}
            loading={exporting === 'csv'}
            onClick={() => exportAs('csv')}
          >
            Exportar CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} />}
            loading={exporting === 'xlsx'}
            onClick={() => exportAs('xlsx')}
          >
            Exportar XLSX
          </Button>
          <Button component={Link} to="/client-new" leftSection={<IconPlus size={18} />}>
            Novo cliente
          </Button>
        </Group>
      </Group>

      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Buscar"
          placeholder="Nome, CNPJ ou CPF"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
          w={280}
        />
        <Select
          label="Situação"
          placeholder="Todos"
          clearable
          data={[
            { value: 'ativo', label: 'Ativo' },
            { value: 'inativo', label: 'Inativo' },
          ]}
          value={filters.status ?? null}
          onChange={(v) => list.set({ status: v })}
          w={140}
        />
        <Select
          label="Produto"
          placeholder="Todos"
          clearable
          data={products.map((p) => ({ value: p, label: productLabels[p] }))}
          value={filters.product ?? null}
          onChange={(v) => list.set({ product: v })}
          w={160}
        />
        <Select
          label="UF"
          placeholder="Todas"
          clearable
          searchable
          data={ufOptions}
          value={filters.uf ?? null}
          onChange={(v) => list.set({ uf: v })}
          w={200}
        />
      </Group>

      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={860}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{header('name', 'Cliente')}</Table.Th>
                <Table.Th>{header('document', 'CPF/CNPJ')}</Table.Th>
                <Table.Th>{header('city', 'Cidade')}</Table.Th>
                <Table.Th>{header('uf', 'UF')}</Table.Th>
                <Table.Th>Produtos</Table.Th>
                <Table.Th ta="right">{header('monthly_fee', 'Mensalidade')}</Table.Th>
                <Table.Th>{header('status', 'Situação')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending && <LoadingRows colSpan={7} />}
              {rows.map((c) => (
                <Table.Tr
                  key={c.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/client/${c.id}`)}
                >
                  <Table.Td>
                    <Text
                      fw={500}
                      component={Link}
                      to={`/client/${c.id}`}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {c.legal_name}
                    </Text>
                    {c.trade_name && (
                      <Text size="xs" c="dimmed">
                        {c.trade_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{documentOf(c)}</Table.Td>
                  <Table.Td>{c.address.city ?? '—'}</Table.Td>
                  <Table.Td>{c.address.uf ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {c.products.map((p: Product) => (
                        <Badge key={p} variant="light" size="sm">
                          {productLabels[p]}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatBRL(c.monthly_fee_cents)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={c.status === 'ativo' ? 'teal' : 'gray'} variant="light">
                      {c.status === 'ativo' ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
              {query.isSuccess && rows.length === 0 && (
                <EmptyRow colSpan={7}>
                  {filtered
                    ? 'Nenhum cliente encontrado. Limpe a busca ou os filtros.'
                    : 'Nenhum cliente encontrado. Clique em “Novo cliente” para cadastrar o primeiro.'}
                </EmptyRow>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <ListPagination
        total={total}
        limit={list.limit}
        page={list.page}
        onChange={(page) => list.set({ page })}
      />
    </Stack>
  );
}
