// Writes .br and .gz siblings of every text asset of a Vite build, so the API serves them
// precompressed (@fastify/static preCompressed) without compressing on each request.
// Usage: node scripts/precompress.mjs <dist folder>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
// below this, headers outweigh the saving
const MIN_BYTES = 1024;

const dir = resolve(process.argv[2] ?? 'dist');
const entries = await readdir(dir, { recursive: true, withFileTypes: true });
let count = 0;
for (const entry of entries) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = await readFile(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // a variant that is not smaller is useless: the original is served instead
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
  count++;
}
console.log(`precompress: ${count} arquivos em ${dir}`);
