/**
 * Hostile files against a listening API, on PGlite (in this process, local engine) or on PostgreSQL
 * with two workers (BENCH_DB=postgres: the server started as its own process with WEB_CONCURRENCY=2,
 * on a database created here on 127.0.0.1:5432 and dropped at the end).
 *
 * On PGlite, first every file of the hostile corpus sent as a chat part: the time to the answer, the
 * worst /api/health latency seen while it was being processed (probed every 20 ms over real HTTP),
 * and the process's RSS afterwards (the file workers are threads of the same process).
 *
 * Then, on both, the multipart uploads of the file intake: XLSX bombs and a huge cell to the CNIB
 * batch spreadsheet, the huge-page PDF to OCR, and two XLSX bombs at once, each with the worst
 * /api/health latency and the peak RSS (PostgreSQL: the sum over the cluster's processes) sampled
 * while it was processed. Targets: health < 2 s, RSS back within 100 MB of the start, no process exit.
 *
 *   node --import tsx bench/hostile-files.ts          # BENCH_OCR=1 also runs OCR (tesseract.js)
 *   BENCH_DB=postgres node --import tsx bench/hostile-files.ts   # BENCH_PG_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { warmFileWorkers } from '../apps/api/src/lib/files/safe-files';
import { multipartBody } from '../apps/api/src/modules/documents/test-multipart';
import { createAssistant, createThread } from '../apps/api/test/helpers/ai-converse';
import { seedFixture } from '../apps/api/test/helpers/fixture';
import { createTestApp, TEST_PASSWORD } from '../apps/api/test/helpers/test-app';
import {
  corruptPng,
  docxBomb,
  hostileFiles,
  hugePagePdf,
  xlsxCellBomb,
  xlsxHugeCell,
} from '../apps/api/test/hostile/corpus';

const POSTGRES = process.env.BENCH_DB === 'postgres';
const env = {
  SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
  AI_RATE_LIMIT_PER_MINUTE: '100000',
  ...(process.env.BENCH_OCR ? { OCR_ENABLED: 'true' } : {}),
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(`banco: ${POSTGRES ? 'PostgreSQL, 2 workers (WEB_CONCURRENCY=2)' : 'PGlite'}`);
console.log(
  `load average (1, 5, 15 min) no início: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);

interface Target {
  base: string;
  user: Record<string, string>;
  /** RSS of the API: this process (PGlite), or the cluster's primary and workers summed (PostgreSQL) */
  rss(): number;
  /** processes of the API that ended since the start (PostgreSQL: workers replaced, the primary gone) */
  exits(): string[];
  close(): Promise<void>;
}

/** PGlite: the app in this process; the chat corpus goes first (it needs an assistant and a thread). */
async function inProcess(): Promise<Target> {
  const t = await createTestApp(env);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await t.authHeader('cliente');
  // as server.ts does after start: the workers load the parsers before the first file
  const warmStart = performance.now();
  await warmFileWorkers();
  console.log(`workers de arquivos prontos em ${(performance.now() - warmStart).toFixed(0)} ms`);
  const assistant = await createAssistant(t.app, await t.authHeader('superadmin'), { provider: 'local' });
  const thread = await createThread(t.app, user, assistant);
  const target: Target = {
    base,
    user,
    rss: () => process.memoryUsage().rss,
    exits: () => [],
    close: () => t.close(),
  };
  await chatCorpus(target, thread);
  return target;
}

const rssOf = (pid: number) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0; // ended
  }
};

/** PostgreSQL: a fresh database with the test fixture, and the server as its own cluster of 2 workers. */
async function cluster(): Promise<Target> {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `siao_bench_hostile_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const fixture = await seedFixture(database.db, TEST_PASSWORD);
  await database.close();

  const dataDir = mkdtempSync(join(tmpdir(), 'siao-bench-hostile-'));
  const port = 41_000 + Math.floor(Math.random() * 1000);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(import.meta.dirname, '../apps/api'),
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const workers = () => [...output.matchAll(/Trabalhador (\d+) iniciado/g)].map((m) => Number(m[1]));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${output}`);
    if (performance.now() - started > 300_000) throw new Error(`o servidor não ficou pronto:\n${output}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200 && workers().length >= 2) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const initial = workers();
  console.log(
    `servidor pronto em ${((performance.now() - started) / 1000).toFixed(1)} s: primário ${child.pid}, workers ${initial.join(', ')}`,
  );
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fixture.users.cliente.email, password: TEST_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return {
    base,
    user: { authorization: `Bearer ${data.token}` },
    rss: () => [child.pid ?? 0, ...workers()].reduce((sum, pid) => sum + rssOf(pid), 0),
    exits: () => [
      ...(child.exitCode !== null ? [`primário saiu (${child.exitCode})`] : []),
      ...workers()
        .slice(initial.length)
        .map((pid) => `worker substituído (novo: ${pid})`),
    ],
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One request on a connection of its own (no keep-alive): with the cluster, each connection goes to
 * the next worker, so the health probes and the uploads reach both processes, not one reused socket.
 */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolvePromise({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

let peakRss = 0;
async function probeHealth(target: Target, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    peakRss = Math.max(peakRss, target.rss());
    const start = performance.now();
    await send(`${target.base}/api/health`);
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

/** Every file of the hostile corpus as a chat part (PGlite run). */
async function chatCorpus(target: Target, thread: string) {
  const files = [
    ...hostileFiles(),
    {
      label: 'bomba zip DOCX de 400 MB (de novo, worker já aquecido)',
      fileName: 'b.docx',
      part: { document_format: 'docx' as const },
      bytes: docxBomb(400),
    },
    ...(process.env.BENCH_OCR
      ? [
          {
            label: 'PNG que derruba o tesseract.js',
            fileName: 's.png',
            part: { image_format: 'png' as const },
            bytes: corruptPng(),
          },
        ]
      : []),
  ];
  console.log('arquivo | bytes | status | resposta (ms) | pior /api/health (ms) | sondagens | RSS (MB)');
  for (const file of files) {
    const part =
      'image_format' in file.part
        ? { ...file.part, image_name: file.fileName, image_base64: file.bytes.toString('base64') }
        : { ...file.part, document_name: file.fileName, document_base64: file.bytes.toString('base64') };
    let done = false;
    const start = performance.now();
    const probes = probeHealth(target, () => done);
    const res = await fetch(`${target.base}/api/threads/${thread}/converse-stream`, {
      method: 'POST',
      headers: { ...target.user, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: [{ text: 'Analise o arquivo.' }, part] }] }),
    });
    await res.arrayBuffer();
    const elapsed = performance.now() - start;
    done = true;
    const latencies = await probes;
    console.log(
      [
        file.label,
        file.bytes.length,
        res.status,
        elapsed.toFixed(0),
        Math.max(...latencies).toFixed(1),
        latencies.length,
        mb(target.rss()),
      ].join(' | '),
    );
  }
}

let worstHealth = 0;
/** Sends the uploads at once; the worst health latency and the peak RSS while they were processed. */
async function uploads(target: Target, label: string, url: string, files: { name: string; bytes: Buffer }[]) {
  const rssBefore = target.rss();
  peakRss = rssBefore;
  let done = false;
  const start = performance.now();
  const probes = probeHealth(target, () => done);
  const answers = await Promise.all(
    files.map(async (file) => {
      const body = multipartBody({}, file);
      const res = await send(`${target.base}${url}`, {
        method: 'POST',
        headers: { ...target.user, ...body.headers },
        body: body.payload,
      });
      const json = JSON.parse(res.text) as { error?: { code: string } };
      return `${res.status} ${json.error?.code ?? ''}`.trim();
    }),
  );
  const elapsed = performance.now() - start;
  done = true;
  const latencies = await probes;
  worstHealth = Math.max(worstHealth, ...latencies);
  console.log(
    [
      label,
      files.map((f) => f.bytes.length).join(' + '),
      answers.join(', '),
      elapsed.toFixed(0),
      Math.max(...latencies).toFixed(1),
      latencies.length,
      mb(rssBefore),
      mb(peakRss),
      mb(target.rss()),
    ].join(' | '),
  );
}

const target = POSTGRES ? await cluster() : await inProcess();
// warm-up, not measured: one upload per process goes through its file workers, which answer only once
// they have loaded their parsers (server.ts warms them after listening)
for (const name of ['aquecimento-1.xlsx', 'aquecimento-2.xlsx']) {
  const body = multipartBody({}, { name, bytes: xlsxCellBomb(100) });
  await send(`${target.base}/api/services/cnib/lotes/planilha`, {
    method: 'POST',
    headers: { ...target.user, ...body.headers },
    body: body.payload,
  });
}
const rssStart = target.rss();
console.log('');
console.log(
  'envio | bytes | respostas | tempo (ms) | pior /api/health (ms) | sondagens | RSS antes | pico | depois (MB)',
);
const sheet = '/api/services/cnib/lotes/planilha';
await uploads(target, 'XLSX: célula que infla para 100 MB', sheet, [
  { name: 'a.xlsx', bytes: xlsxCellBomb(100) },
]);
await uploads(target, 'XLSX: célula que infla para 400 MB', sheet, [
  { name: 'b.xlsx', bytes: xlsxCellBomb(400) },
]);
await uploads(target, 'XLSX: uma célula de 300 MB', sheet, [{ name: 'c.xlsx', bytes: xlsxCellBomb(300) }]);
await uploads(target, 'XLSX: célula de 1,6 milhão de letras (passa o zip)', sheet, [
  { name: 'd.xlsx', bytes: xlsxHugeCell() },
]);
await uploads(target, 'duas bombas XLSX de 400 MB ao mesmo tempo', sheet, [
  { name: 'e.xlsx', bytes: xlsxCellBomb(400) },
  { name: 'f.xlsx', bytes: xlsxCellBomb(400) },
]);
await uploads(target, 'PDF de 50 páginas de 5000 × 5000 pt no OCR', '/api/services/ocr', [
  { name: 'g.pdf', bytes: hugePagePdf(50, 5000) },
]);
const rssEnd = target.rss();
const exits = target.exits();
console.log('');
console.log(
  `pior /api/health: ${worstHealth.toFixed(0)} ms (meta < 2000): ${worstHealth < 2000 ? 'ok' : 'ACIMA'}`,
);
console.log(
  `RSS no início das bombas ${mb(rssStart)} MB, no fim ${mb(rssEnd)} MB (meta: até +100 MB): ${rssEnd - rssStart <= 100 * 1024 * 1024 ? 'ok' : 'ACIMA'}`,
);
console.log(`saídas de processo: ${exits.length ? exits.join('; ') : 'nenhuma'}`);
console.log(
  `load average (1, 5, 15 min) no fim: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);
await target.close();
