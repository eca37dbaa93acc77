import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  competenciaLabel,
  type FaturaListItem,
  type FaturaSort,
  faturaStatuses,
  faturaStatusLabels,
  formatBRL,
  formatDate,
} from '@siao/shared';
import {
  IconArrowDown,
  IconArrowUp,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-table-states';
import { useCurrentUser } from '../../lib/auth/session';
import { ClientPicker } from './client-picker';
import { FaturaBulkBar } from './fatura-bulk-bar';
import { SelectionCell, SelectionHeaderCell } from './fatura-selection-column';
import { saveBlob, useFaturas } from './faturas-api';
import { StatusBadge } from './status-badge';
import { useFaturaParams } from './use-fatura-params';
import { useFaturaSelection } from './use-fatura-selection';

const headers: { key: FaturaSort | null; label: string; align?: 'right' }[] = [
  { key: 'numero', label: 'Número' },
  { key: null, label: 'Cliente' },
  { key: 'competencia', label: 'Competência' },
  { key: 'emissao', label: 'Emissão' },
  { key: 'vencimento', label: 'Vencimento' },
  { key: null, label: 'Situação' },
  { key: 'total', label: 'Total', align: 'right' },
];

const month = (v: string | undefined) => (v ? `${v}-01` : null);

/** The faturas table with its filters, sort, pagination and exports (all in the URL). */
export function FaturasList({ clientId, canPickClient }: { clientId?: string; canPickClient: boolean }) {
  const { filters, set } = useFaturaParams(clientId);
  const list = useFaturas(filters);
  const [search, setSearch] = useState(filters.q ?? '');
  const [exporting, setExporting] = useState(false);
  const sortKey = filters.sort.replace(/^-/, '');
  const desc = filters.sort.startsWith('-');
  // staff tick faturas for the batch actions (fatura-bulk-bar.tsx); a cliente's list is read-only
  const selectable = useCurrentUser().role !== 'cliente';
  const selection = useFaturaSelection();

  async function exportAs(formato: 'csv' | 'xlsx') {
    setExporting(true);
    try {
      const { page: _p, limit: _l, ...rest } = filters;
      await saveBlob('faturas/export', { ...rest, formato }, `faturas.${formato}`);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Exportação', message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Stack>
      <Group align="end" wrap="wrap">
        <Select
          label="Situação"
          placeholder="Todas"
          clearable
          data={faturaStatuses.map((s) => ({ value: s, label: faturaStatusLabels[s] }))}
          value={filters.status ?? null}
          onChange={(v) => set({ status: v })}
          w={160}
        />
        {canPickClient && !clientId && (
          <ClientPicker
            label="Cliente"
            value={filters.client_id ?? null}
            onChange={(v) => set({ client_id: v })}
            w={260}
          />
        )}
        <MonthPickerInput
          label="Competência de"
          placeholder="mm/aaaa"
          valueFormat="MM/YYYY"
          clearable
          value={month(filters.competencia_de)}
          onChange={(v) => set({ competencia_de: v ? String(v).slice(0, 7) : null })}
          w={150}
        />
        <MonthPickerInput
          label="até"
          placeholder="mm/aaaa"
          valueFormat="MM/YYYY"
          clearable
          value={month(filters.competencia_ate)}
          onChange={(v) => set({ competencia_ate: v ? String(v).slice(0, 7) : null })}
          w={150}
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: search.trim() || null });
          }}
        >
          <TextInput
            label="Número"
            placeholder="Buscar por número"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            onBlur={() => set({ q: search.trim() || null })}
            w={180}
          />
        </form>
        <Group gap="xs" ml="auto">
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} />}
            loading={exporting}
            onClick={() => exportAs('csv')}
          >
            CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={exporting}
            onClick={() => exportAs('xlsx')}
          >
            XLSX
          </Button>
        </Group>
      </Group>

      {list.isError && (
        <Alert color="red" title="Não foi possível carregar as faturas">
          {(list.error as Error).message}
        </Alert>
      )}
      {list.data?.total_capped && (
        <Alert color="yellow">
          Mais de {total.toLocaleString('pt-BR')} faturas correspondem aos filtros. Refine a busca para ver as
          demais.
        </Alert>
      )}
      {selectable && <FaturaBulkBar selection={selection} />}
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {selectable && <SelectionHeaderCell rows={rows} selection={selection} />}
              {headers.map((h) => (
                <Table.Th key={h.label} ta={h.align}>
                  {h.key ? (
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() => set({ sort: sortKey === h.key && !desc ? `-${h.key}` : h.key })}
                      aria-label={`Ordenar por ${h.label}`}
                    >
                      {h.label}{' '}
                      {sortKey === h.key && (desc ? <IconArrowDown size={12} /> : <IconArrowUp size={12} />)}
                    </UnstyledButton>
                  ) : (
                    h.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((f: FaturaListItem) => (
              <Table.Tr key={f.id} data-testid="fatura-row">
                {selectable && <SelectionCell fatura={f} selection={selection} />}
                <Table.Td>
                  <Link to={`/client/${f.client_id}/fatura/${f.id}`}>
                    {String(f.numero).padStart(6, '0')}
                  </Link>
                </Table.Td>
                <Table.Td data-testid="fatura-row-client">{f.client_name}</Table.Td>
                <Table.Td>{competenciaLabel(f.competencia)}</Table.Td>
                <Table.Td>{formatDate(f.emissao)}</Table.Td>
                <Table.Td>{formatDate(f.vencimento)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={f.status} />
                </Table.Td>
                <Table.Td ta="right" data-testid="fatura-row-total">
                  {formatBRL(f.total_centavos)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.isLoading && <Text c="dimmed">Carregando faturas…</Text>}
      {!list.isLoading && !list.isError && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          Nenhuma fatura encontrada. Ajuste os filtros ou gere as faturas do mês.
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total.toLocaleString('pt-BR')}
          {list.data?.total_capped ? '+' : ''} fatura(s)
        </Text>
        <ListPagination
          total={total}
          limit={filters.limit}
          page={filters.page}
          onChange={(p) => set({ page: p })}
        />
      </Group>
    </Stack>
  );
}
