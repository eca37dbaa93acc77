// Compiles the API to one ES module, apps/api/dist/server.js: our TypeScript (the API and the
// @siao/* workspace packages it imports, which ship TypeScript sources) is bundled; every npm
// package stays external and is loaded from node_modules at run time, so libraries that read their
// own files by path (pdfmake fonts, tesseract data, pglite's wasm) find them as in development.
// The migrations are copied beside the bundle: db/client.ts resolves `./migrations` from its module.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const dist = join(api, 'dist');

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@siao/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};
await build({ ...options, entryPoints: [join(api, 'src', 'server.ts')], outfile: join(dist, 'server.js') });
// the file workers (lib/files) start `./file-worker-entry.mjs` beside the module that spawns them: in
// development that file registers tsx; here it is the compiled worker itself
await build({
  ...options,
  entryPoints: [join(api, 'src', 'lib', 'files', 'file-worker.ts')],
  outfile: join(dist, 'file-worker-entry.mjs'),
});
cpSync(join(api, 'src', 'db', 'migrations'), join(dist, 'migrations'), { recursive: true });
console.log(
  `API compilada em ${join('apps', 'api', 'dist')} (${Math.round(performance.now() - started)} ms)`,
);
