import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { documentTitle } from '../lib/document-title';

/** A page's title as its h1 and as document.title ('Clientes — Sião'); PageTitle reads it from the route. */
export function PageHeading({
  title,
  ...props
}: Omit<TitleProps, 'children'> & { title: string | undefined }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  if (!title) return null;
  return (
    <Title order={1} fz={{ base: 'h3', sm: 'h2' }} data-testid="page-title" {...props}>
      {title}
    </Title>
  );
}
