import { Alert, Button, Select, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  competenciaLabel,
  type FaturaListItem,
  faturaStatuses,
  faturaStatusLabels,
  formatBRL,
  formatDate,
} from '@siao/shared';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ListColumn, ListFilters, ListPager, ListSearch, ListTable } from '../../components/list-page';
import { useCurrentUser } from '../../lib/auth/session';
import { ClientPicker } from './client-picker';
import { FaturaBulkBar } from './fatura-bulk-bar';
import { SelectFaturaCheckbox, SelectPageCheckbox } from './fatura-selection-column';
import { saveBlob, useFaturas } from './faturas-api';
import { StatusBadge } from './status-badge';
import { useFaturaParams } from './use-fatura-params';
import { useFaturaSelection } from './use-fatura-selection';

/** The list's columns; the first (número) is the card's title on narrow screens. */
const faturaColumns: ListColumn<FaturaListItem>[] = [
  {
    key: 'numero',
    label: 'Número',
    sort: 'numero',
    cell: (f) => (
      <Link to={`/client/${f.client_id}/fatura/${f.id}`}>{String(f.numero).padStart(6, '0')}</Link>
    ),
  },
  { key: 'cliente', label: 'Cliente', testId: 'fatura-row-client', cell: (f) => f.client_name },
  {
    key: 'competencia',
    label: 'Competência',
    sort: 'competencia',
    cell: (f) => competenciaLabel(f.competencia),
  },
  { key: 'emissao', label: 'Emissão', sort: 'emissao', cell: (f) => formatDate(f.emissao) },
  { key: 'vencimento', label: 'Vencimento', sort: 'vencimento', cell: (f) => formatDate(f.vencimento) },
  { key: 'situacao', label: 'Situação', cell: (f) => <StatusBadge status={f.status} /> },
  {
    key: 'total',
    label: 'Total',
    sort: 'total',
    align: 'right',
    nowrap: true,
    testId: 'fatura-row-total',
    cell: (f) => formatBRL(f.total_centavos),
  },
];

const month = (v: string | undefined) => (v ? `${v}-01` : null);

/** The faturas table with its filters, sort, pagination and exports (all in the URL). */
export function FaturasList({ clientId, canPickClient }: { clientId?: string; canPickClient: boolean }) {
  const { filters, set } = useFaturaParams(clientId);
  const list = useFaturas(filters);
  const [exporting, setExporting] = useState(false);
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
  const active = [
    filters.status,
    canPickClient && !clientId && filters.client_id,
    filters.competencia_de,
    filters.competencia_ate,
  ].filter(Boolean).length;
  return (
    <Stack>
      <ListFilters
        active={active}
        widths={[160, 260, 150, 150]}
        search={
          <ListSearch
            label="Número"
            placeholder="Buscar por número"
            value={filters.q ?? ''}
            onSearch={(q) => set({ q: q || null })}
          />
        }
        actions={
          <>
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
          </>
        }
      >
        <Select
          label="Situação"
          placeholder="Todas"
          clearable
          data={faturaStatuses.map((s) => ({ value: s, label: faturaStatusLabels[s] }))}
          value={filters.status ?? null}
          onChange={(v) => set({ status: v })}
        />
        {canPickClient && !clientId && (
          <ClientPicker
            label="Cliente"
            value={filters.client_id ?? null}
            onChange={(v) => set({ client_id: v })}
          />
        )}
        <MonthPickerInput
          label="Competência de"
          placeholder="mm/aaaa"
          valueFormat="MM/YYYY"
          clearable
          value={month(filters.competencia_de)}
          onChange={(v) => set({ competencia_de: v ? String(v).slice(0, 7) : null })}
        />
        <MonthPickerInput
          label="até"
          placeholder="mm/aaaa"
          valueFormat="MM/YYYY"
          clearable
          value={month(filters.competencia_ate)}
          onChange={(v) => set({ competencia_ate: v ? String(v).slice(0, 7) : null })}
        />
      </ListFilters>

      {list.data?.total_capped && (
        <Alert color="yellow">
          Mais de {total.toLocaleString('pt-BR')} faturas correspondem aos filtros. Refine a busca para ver as
          demais.
        </Alert>
      )}
      {selectable && <FaturaBulkBar selection={selection} />}
      <ListTable
        label="Faturas"
        rows={rows}
        rowKey={(f) => f.id}
        columns={faturaColumns}
        query={list}
        sort={filters.sort}
        onSort={(sort) => set({ sort })}
        rowTestId="fatura-row"
        leading={
          selectable
            ? {
                header: <SelectPageCheckbox rows={rows} selection={selection} />,
                cell: (f) => <SelectFaturaCheckbox fatura={f} selection={selection} />,
              }
            : undefined
        }
        striped
        minWidth={760}
        empty="Nenhuma fatura encontrada. Ajuste os filtros ou gere as faturas do mês."
      />
      <ListPager
        total={total}
        limit={filters.limit}
        page={filters.page}
        onPage={(p) => set({ page: p })}
        noun="fatura"
        capped={list.data?.total_capped}
      />
    </Stack>
  );
}
