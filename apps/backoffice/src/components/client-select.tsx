import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/api';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (id: string | null) => void;
}

/** Staff pick a client by name or CNPJ/CPF: searched on the server, 20 at a time, active clients only. */
export function ClientSelect({ value, onChange, ...props }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = useQuery({
    queryKey: ['client-options', q],
    queryFn: () =>
      api.getPage<{ id: string; legal_name: string }>('clients', {
        query: { q: q || undefined, limit: 20, status: 'ativo' },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      label="Cliente"
      placeholder="Escolha o cliente"
      searchable
      clearable
      data={(options.data?.data ?? []).map((c) => ({ value: c.id, label: c.legal_name }))}
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
