// Bytes per back-office route, gzipped, from the built dist (index.html's module graph + each route's lazy
// chunks, see apps/backoffice/build/sizes.mjs), with the issue 14 budgets.
// Usage: npm run build -w @siao/backoffice && node bench/route-bytes.mjs [distDir] [--files]
import { resolve } from 'node:path';
import { DASHBOARD_BUDGET, hasBuild, LOGIN_BUDGET, measureRoutes } from '../apps/backoffice/build/sizes.mjs';

const dist = resolve(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
    new URL('../apps/backoffice/dist', import.meta.url).pathname,
);
if (!hasBuild(dist)) {
  console.error(`Sem build em ${dist}: rode "npm run build -w @siao/backoffice" antes.`);
  process.exit(1);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const { shell, routes } = measureRoutes(dist);
const showFiles = process.argv.includes('--files');
console.log('route'.padEnd(26), 'files'.padStart(6), 'raw'.padStart(10), 'gzip'.padStart(10));
console.log(
  '(shell: index.html graph)'.padEnd(26),
  String(shell.files.length).padStart(6),
  kb(shell.raw).padStart(10),
  kb(shell.gzip).padStart(10),
);
for (const r of routes) {
  console.log(
    r.route.padEnd(26),
    String(r.files.length).padStart(6),
    kb(r.raw).padStart(10),
    kb(r.gzip).padStart(10),
  );
  if (showFiles)
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${f.file.padEnd(50)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)}`);
}
const login = routes.find((r) => r.route === '/login');
const dash = routes.find((r) => r.route.startsWith('/ ('));
console.log(`\n/login: ${kb(login.gzip)} gzipped (budget ${kb(LOGIN_BUDGET)})`);
console.log(
  `dashboard (after /login its files are cached; the total counts them): ${kb(dash.gzip)} gzipped (budget ${kb(DASHBOARD_BUDGET)})`,
);
