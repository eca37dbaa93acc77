import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
export const LOADER_FILE = 'siao-assistant.js';
export const CORE_SOURCE = 'src/core/index.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  const path = join(outDir, '.vite/manifest.json');
  if (!existsSync(path))
    throw new Error(`siao-loader: no manifest in ${outDir}: ${readdirSync(outDir).join(', ')}`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * After the core + editor build: builds the loader as a classic IIFE script with a stable name that knows
 * the core's hashed file name, then copies the demo host page. The loader is a separate build because it
 * must be a classic script (usable from a plain <script src>) while the core is an ES module graph.
 */
export function loaderPlugin(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'siao-loader',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      if (failed) return; // the core build's own error is the one to report
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = readManifest(outDir);
      const core = manifest[CORE_SOURCE];
      if (!core) throw new Error('siao-loader: core entry missing from the manifest');
      // The core's static imports, dependencies before the chunks that import them: the loader fetches them
      // in parallel and evaluates them one per task, in this order.
      const deps = new Set<string>();
      const seen = new Set<string>();
      const visit = (key: string) => {
        for (const dep of manifest[key]?.imports ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          visit(dep);
          deps.add(manifest[dep]!.file);
        }
      };
      visit(CORE_SOURCE);
      await build({
        configFile: false,
        root: ROOT,
        logLevel: config.logLevel,
        define: {
          __SIAO_CORE__: JSON.stringify(`./${core.file}`),
          __SIAO_PRELOAD__: JSON.stringify([...deps].map((f) => `./${f}`)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2020',
          minify: true,
          copyPublicDir: false,
          lib: {
            entry: join(ROOT, 'src/loader/loader.ts'),
            formats: ['iife'],
            name: 'SiaoAssistantLoader',
            fileName: () => LOADER_FILE,
          },
        },
      });
      if (existsSync(join(ROOT, 'demo')))
        cpSync(join(ROOT, 'demo'), join(outDir, 'demo'), { recursive: true });
    },
  };
}
