// Sizes of the built widget: every file raw and gzipped, plus its budgets: the loader a host page loads, and
// everything loaded up front = the loader + the chat core (the core entry with everything it imports
// statically: launcher, greeting, history and prompt box). Markdown, mermaid, the tool view and the editor
// are lazy chunks outside both.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOADER_BUDGET = 8 * 1024;
/** Loader + chat core, gzipped. With Preact the widget loads ~30 KB up front: ~10 KB of headroom. */
export const UP_FRONT_BUDGET = 40 * 1024;

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
