// Sizes of the built widget: every file raw and gzipped, plus the two budgets of issue 4 (the loader a host
// page loads, and the chat core = the core entry with everything it imports statically).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOADER_BUDGET = 8 * 1024;
export const CORE_BUDGET = 90 * 1024;

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') yield* walk(path);
    } else yield path;
  }
}

/** @param {string} outDir */
export function measureWidget(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = [...walk(outDir)]
    .filter((p) => /\.(js|css|html)$/.test(p))
    .map((p) => ({ file: relative(outDir, p), raw: statSync(p).size, gzip: gz(p) }))
    .sort((a, b) => b.gzip - a.gzip);
  const coreKey = 'src/core/index.ts';
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(coreKey);
  const coreFiles = [...seen].map((k) => manifest[k].file);
  const sum = (list) => list.reduce((n, f) => n + (files.find((x) => x.file === f)?.gzip ?? 0), 0);
  return {
    files,
    loader: { file: 'siao-assistant.js', gzip: gz(join(outDir, 'siao-assistant.js')) },
    core: { files: coreFiles, gzip: sum(coreFiles) },
  };
}
