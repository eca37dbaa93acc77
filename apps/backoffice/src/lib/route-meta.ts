import type { Role } from '@siao/shared';
import { useMatches } from 'react-router';

/** What each route carries in its `handle` (see router.tsx). */
export interface RouteMeta {
  title: string;
  /** Spec §2 route name, where it gives one (users-edit, client-edit, fatura-edit). */
  name?: string;
  roles?: readonly Role[];
  /** What a `cliente` sees instead of `title` (the spec's titles stay for staff): "Minhas faturas". */
  clienteTitle?: string;
  /** One sentence of what the screen holds; shown while the screen is under construction. */
  summary?: string;
  /** Sign-layout pages that need a wide card (privacy policy). */
  wide?: boolean;
}

/** The title this role sees for a route. */
export const titleFor = (meta: Pick<RouteMeta, 'title' | 'clienteTitle'>, role: Role | undefined) =>
  (role === 'cliente' && meta.clienteTitle) || meta.title;

function isMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteMeta).title === 'string';
}

/** Meta of the deepest matched route that declares one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isMeta(handle)) return handle;
  }
  return undefined;
}
