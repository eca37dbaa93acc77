import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  type Client,
  countLabel,
  formatBRL,
  formatDocument,
  type Product,
  productLabels,
  products,
  ufOptions,
} from '@siao/shared';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListFilters, ListPager, ListSearch, ListTable } from '../../components/list-page';
import { useUrlListParams } from '../../components/url-list-params';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { downloadClients, useClients } from './clients-api';

export const documentOf = (c: Pick<Client, 'person_type' | 'document'>) => formatDocument(c.document);

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
  const [exporting, setExporting] = useState<string | null>(null);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = !!(filters.q || filters.status || filters.product || filters.uf);

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

  const columns: ListColumn<Client>[] = [
    {
      key: 'name',
      label: 'Cliente',
      sort: 'name',
      cell: (c) => (
        <>
          <Text fw={500} component={Link} to={`/client/${c.id}`} onClick={(e) => e.stopPropagation()}>
            {c.legal_name}
          </Text>
          {c.trade_name && (
            <Text size="xs" c="dimmed">
              {c.trade_name}
            </Text>
          )}
        </>
      ),
    },
    { key: 'document', label: 'CPF/CNPJ', sort: 'document', nowrap: true, cell: documentOf },
    { key: 'city', label: 'Cidade', sort: 'city', cell: (c) => c.address.city ?? '—' },
    { key: 'uf', label: 'UF', sort: 'uf', cell: (c) => c.address.uf ?? '—' },
    {
      key: 'products',
      label: 'Produtos',
      cell: (c) => (
        <Group gap={4}>
          {c.products.map((p: Product) => (
            <Badge key={p} variant="light" size="sm">
              {productLabels[p]}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'fee',
      label: 'Mensalidade',
      sort: 'monthly_fee',
      align: 'right',
      nowrap: true,
      cell: (c) => formatBRL(c.monthly_fee_cents),
    },
    {
      key: 'status',
      label: 'Situação',
      sort: 'status',
      cell: (c) => (
        <Badge color={c.status === 'ativo' ? 'teal' : 'gray'} variant="light">
          {c.status === 'ativo' ? 'Ativo' : 'Inativo'}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text c="dimmed">{query.isSuccess ? countLabel(total, 'cliente') : ' '}</Text>
      <ListFilters
        active={[filters.status, filters.product, filters.uf].filter(Boolean).length}
        widths={[140, 160, 200]}
        search={
          <ListSearch
            placeholder="Nome, CNPJ ou CPF"
            value={list.values.q}
            onSearch={(q) => list.set({ q })}
          />
        }
        actions={
          <>
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
          </>
        }
      >
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
        />
        <Select
          label="Produto"
          placeholder="Todos"
          clearable
          data={products.map((p) => ({ value: p, label: productLabels[p] }))}
          value={filters.product ?? null}
          onChange={(v) => list.set({ product: v })}
        />
        <Select
          label="UF"
          placeholder="Todas"
          clearable
          searchable
          data={ufOptions}
          value={filters.uf ?? null}
          onChange={(v) => list.set({ uf: v })}
        />
      </ListFilters>

      <ListTable
        label="Clientes"
        rows={rows}
        rowKey={(c) => c.id}
        columns={columns}
        query={query}
        sort={list.sort}
        onSort={(sort) => list.set({ sort })}
        onRowClick={(c) => navigate(`/client/${c.id}`)}
        minWidth={860}
        empty={
          filtered
            ? 'Nenhum cliente encontrado. Limpe a busca ou os filtros.'
            : 'Nenhum cliente encontrado. Clique em “Novo cliente” para cadastrar o primeiro.'
        }
      />

      <ListPager
        total={total}
        limit={list.limit}
        page={list.page}
        onPage={(page) => list.set({ page })}
        noun="cliente"
      />
    </Stack>
  );
}
