import { type Role, roles } from '@siao/shared';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { titleFor } from '../lib/route-meta';
import { mainRoutes } from '../router';
import { menuByRole, menuFor } from './menu-table';

const routes: RouteObject[] = mainRoutes.map((r) => ({ path: r.path, handle: r }));
function routeRoles(path: string): readonly Role[] | undefined | null {
  const match = matchRoutes(routes, path)?.at(-1);
  return match ? (match.route.handle as (typeof mainRoutes)[number]).roles : null;
}
const paths = (role: Role) => menuByRole[role].flatMap((s) => s.items.map((i) => i.path));
const user = (role: Role, products: ('siaoseg' | 'siaogpt' | 'servicos')[] = []) => ({ role, products });

describe('role menu table', () => {
  it.each(roles)('%s only gets menu items it may open', (role) => {
    for (const path of paths(role)) {
      const allowed = routeRoles(path);
      expect(allowed, `${path} não é uma rota`).not.toBeNull();
      if (allowed) expect(allowed, `${role} não pode abrir ${path}`).toContain(role);
    }
  });

  it('shows the superadmin area to superadmins only', () => {
    expect(paths('superadmin')).toContain('/superadmin/siaoseg/journeys');
    for (const role of ['admin', 'operador', 'cliente'] as const) {
      expect(paths(role).some((p) => p.startsWith('/superadmin'))).toBe(false);
    }
  });

  it('gives everyone the Painel, SiãoGPT and services; user management to managers only', () => {
    for (const role of roles)
      expect(paths(role)).toEqual(expect.arrayContaining(['/', '/siaogpt', '/services/cnib']));
    expect(paths('admin')).toContain('/users');
    expect(paths('operador')).not.toContain('/users');
    expect(paths('cliente')).not.toContain('/clients');
    // a client finds its own faturas under the name it uses
    expect(menuFor(user('cliente')).flatMap((s) => s.items.map((i) => i.label))).toContain('Minhas faturas');
  });

  it('hides from client users the products their client has not contracted', () => {
    const flat = (sections: ReturnType<typeof menuFor>) =>
      sections.flatMap((s) => s.items.map((i) => i.label));
    const onlyGpt = flat(menuFor(user('cliente', ['siaogpt'])));
    expect(onlyGpt).toContain('SiãoGPT');
    expect(onlyGpt).not.toContain('CNIB');
    expect(menuFor(user('cliente', ['siaogpt'])).map((s) => s.label)).not.toContain('Serviços');
    // Staff see every product whatever their own user record says.
    expect(flat(menuFor(user('operador')))).toEqual(expect.arrayContaining(['SiãoGPT', 'CNIB']));
  });

  it('labels items with the title of the screen they open', () => {
    const routeOf = new Map(mainRoutes.map((r) => [r.path, r]));
    for (const role of roles) {
      for (const s of menuByRole[role]) {
        for (const i of s.items) {
          const route = routeOf.get(i.path);
          if (i.path !== '/services' && route) expect(i.label).toBe(titleFor(route, role));
        }
      }
    }
  });
});
