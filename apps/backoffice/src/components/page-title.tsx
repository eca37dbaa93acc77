import { Title, type TitleProps } from '@mantine/core';
import type { User } from '@siao/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys } from '../lib/auth/session';
import { documentTitle, titleFor, useRouteMeta } from '../lib/route-meta';

/** The route's title as the page header (h1) and as document.title ('Clientes — Sião'). */
export function PageTitle(props: Omit<TitleProps, 'children'>) {
  const meta = useRouteMeta();
  // the session is loaded before any main-layout screen renders; sign pages have none
  const role = useQueryClient().getQueryData<User>(sessionKeys.me())?.role;
  const title = meta && titleFor(meta, role);
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
