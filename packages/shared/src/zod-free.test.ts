/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const importRe = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g;

/** Every bare package a module pulls in through its relative imports (type-only imports excluded). */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      if (/^(?:import|export)\s+type\b/.test(m[0])) continue;
      const spec = m[1] as string;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = resolve(dirname(file), spec);
      let next = `${base}.ts`;
      try {
        readFileSync(next);
      } catch {
        next = resolve(base, 'index.ts');
      }
      visit(next);
    }
  };
  visit(entry);
  return packages;
}

// The entries the widget and chat-ui may import at runtime (package.json "exports").
it.each([
  'constants.ts',
  'format/index.ts',
  'validators/index.ts',
  'messages.ts',
  'errors.ts',
  'errors-generic.ts',
  'jwt.ts',
  'download-blob.ts',
])('%s loads without zod', (entry) => {
  expect([...packagesReachedFrom(resolve(src, entry))]).toEqual([]);
});
