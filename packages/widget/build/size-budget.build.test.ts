// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { productionBuild } from '../../../scripts/production-build.mjs';
import { LOADER_BUDGET, measureWidget, UP_FRONT_BUDGET } from './sizes.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'siao-widget-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// What a host page loads before the widget shows its launcher, greeting, history and prompt box: the loader
// (≤ 8 KB gzipped) plus the chat core, ≤ 40 KB gzipped together (about 30 KB with Preact; 86 KB with React).
it('keeps the loader and everything loaded up front within their gzipped budgets', {
  timeout: 240_000,
}, async () => {
  await productionBuild(resolve(import.meta.dirname, '../vite.config.ts'), outDir);
  const sizes = measureWidget(outDir);
  const upFront = sizes.loader.gzip + sizes.core.gzip;
  console.log(
    `loader ${sizes.loader.gzip} B gz; core ${sizes.core.gzip} B gz (${sizes.core.files.join(', ')}); up front ${upFront} B gz`,
  );
  expect(sizes.loader.gzip).toBeGreaterThan(500);
  expect(sizes.loader.gzip).toBeLessThanOrEqual(LOADER_BUDGET);
  expect(sizes.core.files.length).toBeGreaterThan(0);
  expect(upFront).toBeLessThanOrEqual(UP_FRONT_BUDGET);
  // the heavy parts stay out of the core: they must be lazy chunks
  const core = sizes.core.files.join(' ');
  expect(core).not.toMatch(/marked|mermaid|editor|katex|cytoscape/);
  // React itself is nowhere in the widget (editor page included): preact/compat stands in for it
  const withReact = sizes.files
    .filter((f) => f.file.endsWith('.js'))
    .filter((f) => readFileSync(join(outDir, f.file), 'utf8').includes('react.dev/errors'));
  expect(withReact).toEqual([]);
});
