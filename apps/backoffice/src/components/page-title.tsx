import type { TitleProps } from '@mantine/core';
import type { User } from '@siao/shared';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../lib/auth/session';
import { titleFor, useRouteMeta } from '../lib/route-meta';
import { PageHeading } from './page-heading';

/** The route's title for this role as the page header (h1) and as document.title ('Clientes — Sião'). */
export function PageTitle(props: Omit<TitleProps, 'children'>) {
  const meta = useRouteMeta();
  // the session is loaded before any main-layout screen renders; sign pages have none
  const role = useQueryClient().getQueryData<User>(sessionKeys.me())?.role;
  return <PageHeading title={meta && titleFor(meta, role)} {...props} />;
}
