import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { documentTitle, useRouteMeta } from '../lib/route-meta';

/** The route's title as the page header (h1) and as document.title ('Clientes — Sião'). */
export function PageTitle(props: Omit<TitleProps, 'children'>) {
  const title = useRouteMeta()?.title;
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
