// Prints the size of every file of the built widget (raw and gzipped) and its budgets: the loader, and
// everything loaded up front (loader + chat core).
// Usage: npm run build -w @siao/widget && node bench/widget-size.mjs [distDir]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOADER_BUDGET, measureWidget, UP_FRONT_BUDGET } from '../packages/widget/build/sizes.mjs';

const dist = resolve(process.argv[2] ?? new URL('../packages/widget/dist', import.meta.url).pathname);
if (!existsSync(resolve(dist, '.vite/manifest.json'))) {
  console.error(`Sem build em ${dist}: rode "npm run build -w @siao/widget" antes.`);
  process.exit(1);
}
const { files, loader, core } = measureWidget(dist);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('file'.padEnd(64), 'raw'.padStart(10), 'gzip'.padStart(10));
for (const f of files) console.log(f.file.padEnd(64), kb(f.raw).padStart(10), kb(f.gzip).padStart(10));
const total = files.reduce((n, f) => n + f.gzip, 0);
console.log(`\n${files.length} files, ${kb(total)} gzipped in total (everything lazy included)`);
console.log(`loader  ${loader.file}: ${kb(loader.gzip)} gzipped (budget ${kb(LOADER_BUDGET)})`);
console.log(`core    ${core.files.join(' + ')}: ${kb(core.gzip)} gzipped`);
console.log(
  `up front (loader + core): ${kb(loader.gzip + core.gzip)} gzipped (budget ${kb(UP_FRONT_BUDGET)})`,
);
