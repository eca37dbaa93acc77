import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface ListSearchProps {
  /** the search kept in the URL */
  value: string;
  /** called 350 ms after the user stops typing */
  onSearch: (q: string) => void;
  label?: string;
  placeholder: string;
}

/** The search box of a list: typed text shows at once, the list follows when typing pauses. */
export function ListSearch({ value, onSearch, label = 'Buscar', placeholder }: ListSearchProps) {
  const [text, setText] = useState(value);
  const apply = useDebouncedCallback((q: string) => onSearch(q.trim()), 350);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
    />
  );
}
