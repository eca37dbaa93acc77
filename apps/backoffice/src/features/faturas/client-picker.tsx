import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientOptions } from './faturas-api';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (id: string | null) => void;
}

/** Server-side client search (by name or CNPJ/CPF), 20 at a time. */
export function ClientPicker({ value, onChange, ...props }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = useClientOptions(q);
  const data = (options.data?.data ?? []).map((c) => ({ value: c.id, label: c.legal_name }));
  return (
    <Select
      placeholder="Todos os clientes"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? 'Buscando…' : 'Nenhum cliente encontrado'}
      filter={({ options: o }) => o}
      {...props}
    />
  );
}
