// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { productionBuild } from '../../../scripts/production-build.mjs';
import { CORE_BUDGET, LOADER_BUDGET, measureWidget } from './sizes.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'siao-widget-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// Issue 4 size budget: the script a host loads ≤ 8 KB gzipped, the chat core it imports ≤ 90 KB gzipped.
it('keeps the loader and the chat core within their gzipped budgets', { timeout: 240_000 }, async () => {
  await productionBuild(resolve(import.meta.dirname, '../vite.config.ts'), outDir);
  const sizes = measureWidget(outDir);
  console.log(
    `loader ${sizes.loader.gzip} B gz; core ${sizes.core.gzip} B gz (${sizes.core.files.join(', ')})`,
  );
  expect(sizes.loader.gzip).toBeGreaterThan(500);
  expect(sizes.loader.gzip).toBeLessThanOrEqual(LOADER_BUDGET);
  expect(sizes.core.files.length).toBeGreaterThan(0);
  expect(sizes.core.gzip).toBeLessThanOrEqual(CORE_BUDGET);
  // the heavy parts stay out of the core: they must be lazy chunks
  const core = sizes.core.files.join(' ');
  expect(core).not.toMatch(/marked|mermaid|editor|katex|cytoscape/);
});
