// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { errorCatalog } from '@siao/shared/errors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productionBuild } from '../../../scripts/production-build.mjs';
import { DASHBOARD_BUDGET, LOGIN_BUDGET, measureRoutes } from './sizes.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'siao-backoffice-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
beforeAll(() => productionBuild(resolve(import.meta.dirname, '../vite.config.ts'), outDir), 240_000);

// Issue 14 budgets, on a production build: the first /login ≤ 120 KB gzipped JS+CSS, the dashboard ≤ 250 KB
// gzipped in total (index.html's module graph + the lazy chunks the screen loads, see sizes.mjs).
it('keeps /login and the dashboard within their gzipped budgets', () => {
  const { routes } = measureRoutes(outDir);
  const login = routes.find((r) => r.route === '/login');
  const dashboard = routes.find((r) => r.route.startsWith('/ ('));
  console.log(`/login ${login?.gzip} B gz; dashboard ${dashboard?.gzip} B gz`);
  expect(login?.gzip).toBeLessThanOrEqual(LOGIN_BUDGET);
  expect(dashboard?.gzip).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  // what the first /login must not download: the router, the query cache, the app, all of Mantine's CSS
  const loginFiles = login?.files.map((f) => f.file).join(' ') ?? '';
  expect(loginFiles).not.toMatch(/\/app-|main-layout|dashboard|full-ui|useQuery/);
  expect(login?.files.length).toBeGreaterThan(3);
  // the TipTap editor and the chart library stay out of the dashboard
  const dashboardFiles = dashboard?.files.map((f) => f.file).join(' ') ?? '';
  expect(dashboardFiles).not.toMatch(/tiptap|terms-editor|recharts/);
  // nor the user menu (Menu, Popover), the mobile drawer or the whole error catalogue: loaded when used
  expect(dashboardFiles).not.toMatch(/user-menu-dropdown|Menu-|Popover-|Drawer-|nav-drawer/);
  const catalogued = dashboard?.files.filter((f) =>
    readFileSync(join(outDir, f.file), 'utf8').includes(errorCatalog.ACCOUNT_LOCKED.message.slice(0, 40)),
  );
  expect(catalogued?.map((f) => f.file)).toEqual([]);
});

// The first /login is the real form rendered at build time (build/prerender-login.mjs): the visitor sees
// and can fill it before any script runs, and its first paint downloads no React or Mantine.
it('writes /login as ready HTML with the form, and paints it without React', () => {
  const html = readFileSync(join(outDir, 'login.html'), 'utf8');
  expect(html).not.toContain('<!--login-markup-->');
  for (const text of [
    'aria-label="Entrar no Sião"',
    '>E-mail<',
    '>Senha<',
    '>Entrar<',
    'Esqueci minha senha',
  ])
    expect(html).toContain(text);
  expect(html).toMatch(/<main[^>]*>/);
  const firstPaint = measureRoutes(outDir).routes.find((r) => r.route === '/login (first paint)');
  expect(firstPaint?.files.map((f) => f.file).join(' ')).not.toMatch(/react|start-app|login-form|Box-/);
  expect(firstPaint?.gzip).toBeLessThan(20 * 1024);
});
