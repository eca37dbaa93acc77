// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { errorCatalog } from '@siao/shared/errors';
import { afterAll, expect, it } from 'vitest';
import { productionBuild } from '../../../scripts/production-build.mjs';
import { DASHBOARD_BUDGET, LOGIN_BUDGET, measureRoutes } from './sizes.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'siao-backoffice-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// Issue 14 budgets, on a production build: the first /login ≤ 120 KB gzipped JS+CSS, the dashboard ≤ 250 KB
// gzipped in total (index.html's module graph + the lazy chunks the screen loads, see sizes.mjs).
it('keeps /login and the dashboard within their gzipped budgets', { timeout: 240_000 }, async () => {
  await productionBuild(resolve(import.meta.dirname, '../vite.config.ts'), outDir);
  const { routes } = measureRoutes(outDir);
  const login = routes.find((r) => r.route === '/login');
  const dashboard = routes.find((r) => r.route.startsWith('/ ('));
  console.log(`/login ${login?.gzip} B gz; dashboard ${dashboard?.gzip} B gz`);
  expect(login?.gzip).toBeLessThanOrEqual(LOGIN_BUDGET);
  expect(dashboard?.gzip).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  // what the first /login must not download: the router, the query cache, the app, all of Mantine's CSS
  const loginFiles = login?.files.map((f) => f.file).join(' ') ?? '';
  expect(loginFiles).not.toMatch(/app-|main-layout|dashboard|full-ui|useQuery/);
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
