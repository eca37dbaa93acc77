import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientOptions } from './services-api';

/** Staff choose which client a consultation is made for (server-side search, 20 at a time). */
export function ClientSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = useClientOptions(q);
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
    />
  );
}
