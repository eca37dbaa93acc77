import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** The search box above a paginated list: typing updates the URL's `q` after a short pause. */
export function ListSearch(props: { value: string; onSearch: (q: string) => void; placeholder: string }) {
  const [text, setText] = useState(props.value);
  const apply = useDebouncedCallback(props.onSearch, 350);
  return (
    <TextInput
      label="Buscar"
      placeholder={props.placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      maw={360}
    />
  );
}
