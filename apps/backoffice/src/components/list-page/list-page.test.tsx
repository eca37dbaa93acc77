import { Select } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setWidth } from '../../test/viewport';
import { ThemeProvider } from '../../theme-provider';
import { ListFilters, ListSearch, ListTable } from '.';
import type { ListColumn } from './list-table';

interface Row {
  id: string;
  name: string;
  cnpj: string;
  situacao: string;
  total: string;
}

const rows: Row[] = [
  {
    id: '1',
    name: 'Cartório do 1º Ofício',
    cnpj: '11.222.333/0001-81',
    situacao: 'Ativo',
    total: 'R$ 1.234,50',
  },
  {
    id: '2',
    name: 'Tabelionato Central',
    cnpj: '11.444.777/0001-61',
    situacao: 'Inativo',
    total: 'R$ 99,00',
  },
];
const columns: ListColumn<Row>[] = [
  { key: 'name', label: 'Cliente', cell: (r) => r.name },
  { key: 'cnpj', label: 'CPF/CNPJ', cell: (r) => r.cnpj },
  { key: 'situacao', label: 'Situação', cell: (r) => r.situacao },
  { key: 'total', label: 'Total', align: 'right', testId: 'row-total', cell: (r) => r.total },
];
const loaded = { isPending: false, isSuccess: true, isError: false, error: null, refetch: () => {} };

afterEach(() => setWidth(1024));

function renderList(extra: Partial<Parameters<typeof ListTable<Row>>[0]> = {}) {
  return render(
    <ThemeProvider>
      <ListTable
        label="Clientes"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        query={loaded}
        empty="Nenhum cliente encontrado."
        rowTestId="client-row"
        {...extra}
      />
    </ThemeProvider>,
  );
}

describe('list kit at 360 px', () => {
  it('shows one card per row with every field and its label, and no table to scroll sideways', () => {
    setWidth(360);
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Cartório do 1º Ofício')).toBeTruthy();
    // each field is a term/definition pair: the label next to its value
    const pairs = [...cards[0]!.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['CPF/CNPJ', '11.222.333/0001-81'],
      ['Situação', 'Ativo'],
      ['Total', 'R$ 1.234,50'],
    ]);
    expect(first.getByTestId('row-total').textContent).toBe('R$ 1.234,50');
  });

  it('keeps the extra leading cell (a selection checkbox) on the card', async () => {
    setWidth(360);
    const picked: string[] = [];
    renderList({
      leading: {
        header: 'Selecionar',
        cell: (r) => (
          <input type="checkbox" aria-label={`Selecionar ${r.name}`} onChange={() => picked.push(r.id)} />
        ),
      },
      onRowClick: () => picked.push('row-click'),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Tabelionato Central' }));
    expect(picked).toEqual(['2']);
  });

  it('says what to do when the list is empty', () => {
    setWidth(360);
    renderList({ rows: [] });
    expect(screen.getByText('Nenhum cliente encontrado.')).toBeTruthy();
  });

  it('folds the filters behind "Filtros", which counts the filters in use', async () => {
    setWidth(360);
    render(
      <ThemeProvider>
        <ListFilters active={2} search={<ListSearch placeholder="Nome" value="" onSearch={() => {}} />}>
          <Select label="Situação" data={['Ativo']} />
          <Select label="UF" data={['SP']} />
        </ListFilters>
      </ThemeProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeTruthy();
    const button = screen.getByRole('button', { name: /Filtros/ });
    expect(within(button).getByTestId('active-filters').textContent).toBe('2');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(within(panel!).getByText('Situação')).toBeTruthy();
    expect(within(panel!).getByText('UF')).toBeTruthy();
  });
});

describe('list kit on a wide screen', () => {
  it('shows a table with the labels as column headers and the filters in view', () => {
    setWidth(1366);
    renderList();
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cliente', 'CPF/CNPJ', 'Situação', 'Total']);
    expect(within(table).getAllByTestId('client-row')).toHaveLength(2);
  });
});
