import { Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

type TextField = {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** "Título" and "Descrição" of a journey, trail or quiz (the props of the form hook's `text`). */
export function TitleFields({ title, description }: { title: TextField; description: TextField }) {
  return (
    <>
      <TextInput label="Título" required {...title} />
      <Textarea label="Descrição" autosize minRows={2} {...description} />
    </>
  );
}
