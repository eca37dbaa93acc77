/**
 * converse-stream relay overhead and concurrent-stream capacity, over a fake Anthropic upstream
 * (a child process speaking the real SSE protocol). The API runs in this process on PGlite.
 *
 *   node --import tsx bench/converse-stream.ts          # RUNS=200 STREAMS=1000 CHUNKS=50
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedAi } from '../apps/api/src/db/seed/ai';

const RUNS = Number(process.env.RUNS ?? 200);
const STREAMS = Number(process.env.STREAMS ?? 1000);

const child = fork(new URL('./converse-stream-fake.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, CHUNKS: process.env.CHUNKS ?? '50' },
});
const upstream = await new Promise<string>((resolve) =>
  child.once('message', (m: { url: string }) => resolve(m.url)),
);
const scenario = (s: object) =>
  new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.send({ scenario: s });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'siao-bench-'));
// BENCH_PG=postgres://postgres@127.0.0.1:5432 uses a fresh PostgreSQL database instead of PGlite
async function freshPostgres(server: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query('drop database if exists siao_bench_converse');
  await admin.query('create database siao_bench_converse');
  await admin.end();
  return `${server}/siao_bench_converse`;
}
const database = await openDatabase(
  process.env.BENCH_PG ? { url: await freshPostgres(process.env.BENCH_PG) } : { dataDir: 'memory' },
);
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  ANTHROPIC_API_KEY: 'bench',
  ANTHROPIC_BASE_URL: `${upstream}/v1`,
  AI_RATE_LIMIT_PER_MINUTE: '1000000',
  AI_REQUEST_TIMEOUT_MS: '600000',
});
const app = await buildApp({ config, database, logger: false });
await seedAi(app.deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
// a staff gpt_token: no client quota, like Sião's own SiãoGPT users
const token = await app.deps.tokens.sign(
  { sub: randomUUID(), role: 'superadmin', cid: null, sid: randomUUID() },
  'ai',
  3600,
);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const [assistant] = (await (await fetch(`${api}/api/assistants`, { headers })).json()).data as Array<{
  id: string;
}>;
const thread = (
  await (
    await fetch(`${api}/api/threads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench', ai_engine_org_id: assistant!.id }),
    })
  ).json()
).data as { id: string };

const claudeBody = JSON.stringify({
  model: 'claude-sonnet-4-5',
  max_tokens: 100,
  stream: true,
  messages: [{ role: 'user', content: 'Olá' }],
});
const apiBody = JSON.stringify({ messages: [{ role: 'user', content: [{ text: 'Olá' }] }] });

/** ms to the first text chunk, ms to the end, and chunks seen. */
async function timed(url: string, body: string, marker: string, extra: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { ...headers, ...extra }, body });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let first = 0;
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!first && text.includes(marker)) first = performance.now() - start;
  }
  return { first, total: performance.now() - start, chunks: text.split(marker).length - 1 };
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function series(name: string, run: () => Promise<{ first: number; total: number; chunks: number }>) {
  for (let i = 0; i < 20; i++) await run(); // warm-up (JIT, connections, provider client)
  const results = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) results.push(await run());
  const cpu = process.cpuUsage(cpu0);
  return { name, results, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const direct = await series('upstream direct', () =>
  timed(`${upstream}/v1/messages`, claudeBody, 'text_delta', {}),
);
const relayed = await series('through /converse-stream', () =>
  timed(`${api}/api/threads/${thread.id}/converse-stream`, apiBody, '"text"', {}),
);
const chunks = relayed.results[0]!.chunks;
console.log(
  `\nRelay overhead (${RUNS} sequential streams of ${chunks} chunks, Node ${process.version}, ${database.kind}, load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
);
for (const s of [direct, relayed]) {
  const first = s.results.map((r) => r.first);
  const total = s.results.map((r) => r.total);
  console.log(
    `  ${s.name.padEnd(26)} first chunk p50 ${ms(pct(first, 0.5))} p95 ${ms(pct(first, 0.95))} | whole stream p50 ${ms(pct(total, 0.5))}`,
  );
}
const addedFirst =
  pct(
    relayed.results.map((r) => r.first),
    0.5,
  ) -
  pct(
    direct.results.map((r) => r.first),
    0.5,
  );
const addedPerChunk =
  (pct(
    relayed.results.map((r) => r.total - r.first),
    0.5,
  ) -
    pct(
      direct.results.map((r) => r.total - r.first),
      0.5,
    )) /
  chunks;
console.log(
  `  added first-byte latency p50: ${ms(addedFirst)} (auth, thread/assistant lookup, quota, user message insert, provider call)`,
);
console.log(`  added per chunk (wall, p50): ${(addedPerChunk * 1000).toFixed(0)} µs`);
console.log(
  `  API process CPU per relayed chunk: ${(((relayed.cpuMs - direct.cpuMs) / (RUNS * chunks)) * 1000).toFixed(0)} µs`,
);

// concurrent streams: every upstream waits 20 s before its first token, so all streams stay open
await scenario({ firstTokenDelayMs: 20_000, chunks: ['fim'] });
global.gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
const opened: Array<Promise<void>> = [];
let connected = 0;
const controllers: AbortController[] = [];
const bodies: ReadableStream[] = [];
for (let i = 0; i < STREAMS; i++) {
  const controller = new AbortController();
  controllers.push(controller);
  opened.push(
    fetch(`${api}/api/threads/${thread.id}/converse-stream`, {
      method: 'POST',
      headers,
      body: apiBody,
      signal: controller.signal,
    })
      .then((res) => {
        // keep the body open: the stream stays alive until the abort below
        connected++;
        bodies.push(res.body!);
      })
      .catch(() => undefined),
  );
}
await Promise.all(opened.map((p) => p));
const openMs = performance.now() - t0;
await new Promise((r) => setTimeout(r, 1_000));
global.gc?.();
const during = process.memoryUsage();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `\nConcurrent streams: ${connected}/${STREAMS} open in ${(openMs / 1000).toFixed(1)} s (headers received; upstream still silent)`,
);
console.log(
  `  RSS ${mb(before.rss)} → ${mb(during.rss)} (+${mb(during.rss - before.rss)}), heap ${mb(before.heapUsed)} → ${mb(during.heapUsed)}`,
);
console.log(
  `  ≈ ${((during.rss - before.rss) / 1024 / connected).toFixed(0)} KB per stream (API + the bench's own client sockets)`,
);

for (const c of controllers) c.abort();
child.kill();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
