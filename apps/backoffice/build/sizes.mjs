// Bytes a browser downloads per back-office route, from the built dist: index.html, the entry chunk with
// everything it imports statically (its module preloads) and its CSS, plus the lazy chunks the route loads
// before it shows (layout, page, and what the page shows at once), each with its static imports and CSS.
// Gzipped sizes are computed here (level 9), like the .gz files precompress.mjs writes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * /login ≤ 121 KB gzipped JS+CSS (120 KB until the sign-in gained its second step and passkeys: both load on
 * use, their wiring in the form costs ~0.5 KB); the dashboard after login ≤ 250 KB gzipped in total.
 */
export const LOGIN_BUDGET = 121 * 1024;
// Measured 231.4 KB (250.9 KB before the user menu and the mobile drawer became lazy and the http client
// stopped pulling the whole error catalogue): ~18 KB of headroom for the work landing beside it.
export const DASHBOARD_BUDGET = 250 * 1024;

/**
 * The lazy modules (manifest keys = source paths) each measured route loads before it is shown, beyond
 * index.html and its static imports. /login is login.html (the form prerendered, build/prerender-login.mjs):
 * its first paint needs only the HTML, a small entry and the CSS; React and Mantine arrive with the
 * hydration on the first interaction, counted in '/login' (what a visitor who signs in downloads). Every
 * other route starts the routed app (src/app.tsx) and loads its layout and screen. The dashboard's revenue
 * chart is shown to staff, so it is counted.
 */
const full = 'src/styles/full-ui.tsx'; // the router loads it before these screens
const hydrated = { html: 'login.html', lazy: ['src/first-load/hydrate-login.tsx'] };
export const ROUTES = {
  '/login': hydrated,
  '/login (first paint)': { html: 'login.html', lazy: [] },
  '/ (Painel de Controle)': [
    'src/app.tsx',
    'src/layouts/main-layout.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    'src/features/dashboard/revenue-chart.tsx',
  ],
  '/clients': ['src/app.tsx', 'src/layouts/main-layout.tsx', 'src/features/clients/clients-page.tsx', full],
  '/faturas': ['src/app.tsx', 'src/layouts/main-layout.tsx', 'src/features/faturas/faturas-page.tsx', full],
  '/documents': [
    'src/app.tsx',
    'src/layouts/main-layout.tsx',
    'src/features/documents/documents-page.tsx',
    full,
  ],
  '/terms': ['src/app.tsx', 'src/layouts/main-layout.tsx', 'src/features/terms/terms-page.tsx', full],
  '/reports': ['src/app.tsx', 'src/layouts/main-layout.tsx', 'src/features/reports/reports-page.tsx', full],
  '/reset-password': [
    'src/app.tsx',
    'src/layouts/sign-layout.tsx',
    'src/features/auth/reset-password-page.tsx',
  ],
};

/** @param {string} outDir */
export function measureRoutes(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const cache = new Map();
  const size = (file) => {
    if (!cache.has(file)) {
      const buf = readFileSync(join(outDir, file));
      cache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    }
    return cache.get(file);
  };
  /** files of a manifest entry and everything it imports statically */
  const closure = (key, out = new Set()) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} não está no manifest do build (não é mais carregado sob demanda?)`);
    if (out.has(entry.file)) return out;
    out.add(entry.file);
    for (const css of entry.css ?? []) out.add(css);
    for (const dep of entry.imports ?? []) closure(dep, out);
    return out;
  };
  const measure = (files) => {
    const list = [...files].map((file) => ({ file, ...size(file) }));
    return {
      files: list,
      gzip: list.reduce((n, f) => n + f.gzip, 0),
      raw: list.reduce((n, f) => n + f.raw, 0),
    };
  };
  const shell = closure('index.html', new Set(['index.html']));
  const routes = Object.entries(ROUTES).map(([route, spec]) => {
    const { html, lazy } = Array.isArray(spec) ? { html: 'index.html', lazy: spec } : spec;
    const files = html === 'index.html' ? new Set(shell) : closure(html, new Set([html]));
    for (const key of lazy) closure(key, files);
    return { route, ...measure(files) };
  });
  return { shell: measure(shell), routes };
}

/** @param {string} outDir */
export function hasBuild(outDir) {
  return existsSync(join(outDir, '.vite/manifest.json'));
}
