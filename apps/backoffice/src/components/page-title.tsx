import type { TitleProps } from '@mantine/core';
import { useRouteMeta } from '../lib/route-meta';
import { PageHeading } from './page-heading';

/** The route's title as the page header (h1) and as document.title ('Clientes — Sião'). */
export function PageTitle(props: Omit<TitleProps, 'children'>) {
  return <PageHeading title={useRouteMeta()?.title} {...props} />;
}
