import { type ComboboxData, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Client, type Product, productLabels } from '@siao/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/api';

type Option = Pick<Client, 'id' | 'legal_name' | 'products'>;

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The screen's product: clients that contracted it come first, the others are marked. */
  product?: Product;
}

/** The options, contracted clients first when the screen is a product's (a client without it is marked). */
export function clientOptions(clients: Option[], product?: Product): ComboboxData {
  const item = (c: Option) => ({ value: c.id, label: c.legal_name });
  if (!product) return clients.map(item);
  const name = productLabels[product];
  const groups = [
    { group: `Com ${name} contratado`, items: clients.filter((c) => c.products.includes(product)).map(item) },
    {
      group: `Sem ${name} contratado`,
      items: clients
        .filter((c) => !c.products.includes(product))
        .map((c) => ({ value: c.id, label: `${c.legal_name} (não contratado)` })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** Staff pick a client by name or CNPJ/CPF: searched on the server, 20 at a time, active clients only. */
export function ClientSelect({ value, onChange, product, ...props }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = useQuery({
    queryKey: ['client-options', q],
    queryFn: () =>
      api.getPage<Option>('clients', { query: { q: q || undefined, limit: 20, status: 'ativo' } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      label="Cliente"
      placeholder="Escolha o cliente"
      searchable
      clearable
      data={clientOptions(options.data?.data ?? [], product)}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? 'Buscando…' : 'Nenhum cliente encontrado'}
      filter={({ options: o }) => o}
      maw={420}
      {...props}
    />
  );
}
