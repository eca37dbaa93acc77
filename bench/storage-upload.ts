/**
 * Memory of a 35 MB Documentos upload and download through the real API (listening server,
 * multipart over HTTP, local disk storage). This process is the API alone; the client is a child
 * process. Prints the API's RSS before, its peak during each transfer, and the growth.
 *
 *   node --expose-gc --import tsx bench/storage-upload.ts          # SIZE_MB=34 RUNS=3
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedFixture } from '../apps/api/test/helpers/fixture';
import type { ClientCommand } from './storage-upload-client';

// just under the 35 MB limit (the multipart framing counts towards nothing: the limit is the file's)
const SIZE = Math.round(Number(process.env.SIZE_MB ?? 34.9) * 1024 * 1024);
const RUNS = Number(process.env.RUNS ?? 3);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'siao-bench-storage-'));
const database = await openDatabase({ dataDir: 'memory' });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...process.env });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
await seedFixture(app.deps.db, 'senha-do-bench-123');
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { email: 'operador@teste.dev', password: 'senha-do-bench-123' },
});
const token = login.json().data.token as string;

const client = fork(new URL('./storage-upload-client.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
});
process.on('exit', () => {
  client.kill();
  rmSync(dataDir, { recursive: true, force: true });
});
await new Promise((resolve) => client.once('message', resolve));
function ask<T>(proc: ChildProcess, command: ClientCommand): Promise<T> {
  return new Promise((resolve, reject) => {
    proc.once('message', (m: { result?: T; error?: string }) =>
      m.error ? reject(new Error(m.error)) : resolve(m.result as T),
    );
    proc.send(command);
  });
}

/**
 * The API's RSS before `run` (after a GC) and its peak growth while `run` goes, sampled every
 * 2 ms. (Sampling live Buffers with a GC every few ms slowed the streamed transfer to a crawl on
 * a loaded machine; RSS alone tells the two paths apart.)
 */
async function measure<T>(run: () => Promise<T>) {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  const result = await run();
  clearInterval(sampler);
  return { before, rss: Math.max(peak, process.memoryUsage.rss()) - before, result };
}

const row = (what: string, m: { before: number; rss: number }) =>
  `${what.padEnd(9)} RSS before ${mb(m.before).padStart(9)}  peak RSS growth ${mb(m.rss).padStart(8)}`;

// one small round first: the figures are a warm server's, not the first request's code loading
await ask(client, { type: 'upload', url: `${base}/api/documents`, token, size: 64 * 1024 });
console.log(`${mb(SIZE)} file, ${RUNS} runs, storage: ${app.deps.storage.kind ?? 'local'}`);
for (let i = 0; i < RUNS; i++) {
  const up = await measure(() =>
    ask<{ status: number; sha256: string; body: string }>(client, {
      type: 'upload',
      url: `${base}/api/documents`,
      token,
      size: SIZE,
    }),
  );
  if (up.result.status !== 201)
    throw new Error(`upload ${up.result.status}: ${up.result.body.slice(0, 300)}`);
  const doc = JSON.parse(up.result.body).data as { id: string; sha256: string };
  if (doc.sha256 !== up.result.sha256) throw new Error('the stored SHA-256 differs from the sent bytes');
  const link = await app.inject({
    url: `/api/documents/${doc.id}/link`,
    headers: { authorization: `Bearer ${token}` },
  });
  const url = link.json().data.download_url as string;
  const down = await measure(() =>
    ask<{ status: number; size: number; sha256: string }>(client, {
      type: 'download',
      url: url.startsWith('/') ? `${base}${url}` : url,
    }),
  );
  if (down.result.status !== 200 || down.result.sha256 !== doc.sha256)
    throw new Error(`download ${down.result.status}, ${down.result.size} bytes, different bytes`);
  console.log(row('upload', up));
  console.log(row('download', down));
}
await app.close();
await database.close();
process.exit(0);
