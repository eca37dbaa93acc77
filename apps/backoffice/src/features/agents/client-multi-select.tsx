import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientNames, useClientOptions } from './agents-api';

/** Clients that may see an assistant, searched on the server; chosen ones keep their names. */
export function ClientMultiSelect(props: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const options = useClientOptions(q);
  const chosen = useClientNames(props.value);
  const data = new Map<string, string>();
  props.value.forEach((id, i) => {
    data.set(id, chosen[i]?.data?.legal_name ?? 'Carregando...');
  });
  for (const c of options.data?.data ?? []) data.set(c.id, c.legal_name);
  return (
    <MultiSelect
      label="Clientes que podem usar"
      placeholder={props.value.length ? undefined : 'Busque pelo nome ou CNPJ'}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="Nenhum cliente encontrado"
      data={[...data].map(([value, label]) => ({ value, label }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      withAsterisk
    />
  );
}
