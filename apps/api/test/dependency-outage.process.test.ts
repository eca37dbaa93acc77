import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { validCpfs } from './fakes/fake-onr';
import { seedFixture } from './helpers/fixture';
import {
  findPostgres,
  freePort,
  type OwnPostgres,
  type OwnRedis,
  startOwnPostgres,
  startOwnRedis,
} from './helpers/own-services';
import { TEST_PASSWORD } from './helpers/test-app';

/**
 * Dependency outages under a running API process: the test starts its own PostgreSQL (initdb in a temp
 * folder, a free port) and its own Redis, the API (`node --import tsx src/server.ts`) on them, and a
 * steady load of reads, acknowledged writes and readiness probes. It stops PostgreSQL (`pg_ctl stop -m
 * immediate`), waits for enough outage answers, starts it again, waits for recovery; then the same with
 * Redis (killed). Every wait is on responses (a bounded number of them), never on the clock.
 * Runs with `npm run test:pg` (it needs the machine's PostgreSQL binaries); skipped elsewhere.
 */
const postgres = findPostgres();
const skipReason = !process.env.DATABASE_URL
  ? 'só na execução em PostgreSQL (npm run test:pg)'
  : typeof postgres === 'string'
    ? postgres
    : spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0
      ? 'sem redis-server no PATH'
      : undefined;
if (skipReason) console.warn(`dependency-outage.process.test.ts ignorado: ${skipReason}`);

const OUTAGE_MESSAGE =
  'O sistema perdeu a conexão com um serviço interno (banco de dados, cache ou armazenamento). Tente novamente em alguns segundos.';
/** answers of each kind (read, write, readiness) seen entirely inside an outage before it ends */
const OUTAGE_ANSWERS = 40;
/** answers the load may give before a condition holds; beyond that the wait fails */
const MAX_ANSWERS = 20_000;

type Phase = 'steady' | 'pg-down' | 'pg-back' | 'redis-down' | 'redis-back';
type Kind = 'read' | 'write' | 'ready';
interface Answer {
  kind: Kind;
  /** the phase when the request was sent and when its answer arrived */
  sent: Phase;
  received: Phase;
  status: number;
  retryAfter: string | null;
  code?: string;
  message?: string;
  id?: string;
}

const apiDir = new URL('..', import.meta.url).pathname;
let pgServer: OwnPostgres | undefined;
let redis: OwnRedis | undefined;
let api: ChildProcess | undefined;
let apiExit: string | undefined;
let dataDir: string | undefined;
let base = '';
let token = '';
const metricsToken = randomBytes(16).toString('hex');

let phase: Phase = 'steady';
let loadRunning = false;
let load: Promise<void> | undefined;
const answers: Answer[] = [];
let waiters: Array<() => boolean> = [];
const cpfs = validCpfs(5_000, 777);
let nextCpf = 0;

/** Resolves when `ok()` holds, checked after each answer of the load; fails after MAX_ANSWERS more answers. */
function until(what: string, ok: () => boolean): Promise<void> {
  if (ok()) return Promise.resolve();
  console.log(`${what}: esperando`);
  return new Promise((resolve, reject) => {
    let seen = 0;
    waiters.push(() => {
      if (ok()) {
        console.log(`${what}: ok (${answers.length} respostas)`);
        resolve();
      } else if (apiExit) reject(new Error(`${what}: a API saiu (${apiExit})`));
      else if (++seen > MAX_ANSWERS) reject(new Error(`${what}: não aconteceu em ${MAX_ANSWERS} respostas`));
      else return false;
      return true;
    });
  });
}

/** a request left unanswered this long counts as hung (status 0): a safety net, not a measurement */
const HUNG_MS = 60_000;

function send(kind: Kind): Promise<Response> {
  const signal = AbortSignal.timeout(HUNG_MS);
  if (kind === 'ready') return fetch(`${base}/api/ready`, { signal });
  const authorization = `Bearer ${token}`;
  if (kind === 'read')
    return fetch(`${base}/api/clients?page_size=5`, { headers: { authorization }, signal });
  const n = nextCpf++;
  return fetch(`${base}/api/clients`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ person_type: 'pf', document: cpfs[n], legal_name: `Cliente de carga ${n}` }),
    signal,
  });
}

async function request(kind: Kind): Promise<void> {
  const sent = phase;
  const res = await send(kind).catch(() => new Response(null, { status: 599 }));
  const body = (await res.json().catch(() => ({}))) as {
    data?: { id?: string };
    error?: { code: string; message: string };
  };
  answers.push({
    kind,
    sent,
    received: phase,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: body.error?.code,
    message: body.error?.message,
    id: kind === 'write' && res.status === 201 ? body.data?.id : undefined,
  });
  waiters = waiters.filter((check) => !check());
}

/** Two clients in a loop, each a read, a write and a readiness probe per turn. */
function startLoad(): Promise<void> {
  loadRunning = true;
  const client = async () => {
    while (loadRunning && !apiExit) {
      for (const kind of ['read', 'write', 'ready'] as const) await request(kind);
    }
  };
  return Promise.all([client(), client()]).then(() => {});
}

const acknowledgedCount = () => answers.filter((a) => a.id).length;
const inside = (p: Phase, kind: Kind) =>
  answers.filter((a) => a.kind === kind && a.sent === p && a.received === p);
const succeeded = (p: Phase, kind: Kind) => inside(p, kind).some((a) => a.status < 300);

async function outageCounts(): Promise<Record<string, number>> {
  const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await res.text();
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(/^siao_dependency_outage_responses_total\{dependency="(\w+)"\} (\d+)/gm))
    counts[m[1] as string] = Number(m[2]);
  return counts;
}

describe.skipIf(!!skipReason)('PostgreSQL and Redis stopped and restarted under a running API', () => {
  beforeAll(async () => {
    if (typeof postgres === 'string') return;
    pgServer = await startOwnPostgres(postgres);
    redis = await startOwnRedis();
    const database = await openDatabase({ url: pgServer.url });
    await database.migrate();
    await seedFixture(database.db, TEST_PASSWORD);
    await database.close();

    dataDir = mkdtempSync(join(tmpdir(), 'siao-outage-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pgServer.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: `siao-outage:${randomUUID()}:`,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        METRICS_TOKEN: metricsToken,
        WEB_CONCURRENCY: '1',
        SEED_DEMO: 'false',
        JOBS_POLL_SECONDS: '0.5',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = api;
    // the server prints its address once it listens ("Sião em http://…"), or exits
    await new Promise<void>((resolve, reject) => {
      let out = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        out = (out + chunk.toString()).slice(-4000);
        if (out.includes('Sião em')) resolve();
      });
      started.once('exit', (code, signal) => {
        apiExit = `código ${code}, sinal ${signal}`;
        reject(new Error(`a API saiu ao iniciar (${apiExit}): ${out}`));
      });
    });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operador@teste.dev', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }, 180_000);

  afterAll(async () => {
    loadRunning = false;
    api?.kill('SIGKILL');
    await load?.catch(() => {});
    await redis?.destroy();
    await pgServer?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After during each outage, never 500, loses no acknowledged write and recovers', async () => {
    if (!pgServer || !redis) throw new Error('sem servidores');
    load = startLoad();
    await until(
      'carga estável',
      () => answers.filter((a) => a.kind === 'write' && a.status === 201).length >= 10,
    );

    await pgServer.stop();
    phase = 'pg-down';
    await until('respostas com o PostgreSQL parado', () =>
      (['read', 'write', 'ready'] as const).every((k) => inside('pg-down', k).length >= OUTAGE_ANSWERS),
    );
    // the outage ends when the restart begins: the server accepts connections before start() returns
    phase = 'pg-back';
    await pgServer.start();
    await until('recuperação do PostgreSQL', () =>
      (['read', 'write', 'ready'] as const).every((k) => succeeded('pg-back', k)),
    );

    await redis.stop();
    phase = 'redis-down';
    await until('respostas com o Redis parado', () =>
      (['read', 'write', 'ready'] as const).every((k) => inside('redis-down', k).length >= OUTAGE_ANSWERS),
    );
    phase = 'redis-back';
    await redis.start();
    await until('recuperação do Redis', () =>
      (['read', 'write', 'ready'] as const).every((k) => succeeded('redis-back', k)),
    );
    loadRunning = false;
    await load;
    // printed for the record (not asserted): how the outages looked from the load's side
    const summary = (['pg-down', 'pg-back', 'redis-down', 'redis-back'] as const).map((p) => {
      const of = answers.filter((a) => a.sent === p);
      return `${p}: ${of.length} respostas (${of.filter((a) => a.status === 503).length} × 503)`;
    });
    console.log(
      `${summary.join('; ')}; ${acknowledgedCount()} gravações confirmadas; ${JSON.stringify(await outageCounts())}`,
    );

    // never an internal error: success, or 503 while a dependency is away
    const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);

    for (const down of ['pg-down', 'redis-down'] as const) {
      for (const kind of ['read', 'write'] as const) {
        for (const a of inside(down, kind)) {
          expect(a).toMatchObject({
            status: 503,
            retryAfter: '5',
            code: 'SERVICO_INDISPONIVEL',
            message: OUTAGE_MESSAGE,
          });
        }
      }
      expect(inside(down, 'ready').map((a) => a.status)).toEqual(inside(down, 'ready').map(() => 503));
    }

    // every outage answer counted in the metrics, under the dependency that was away
    const outage503 = answers.filter((a) => a.code === 'SERVICO_INDISPONIVEL').length;
    const counts = await outageCounts();
    expect(counts.database).toBeGreaterThan(0);
    expect(counts.redis).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(outage503);

    // every acknowledged write is in the database
    const acknowledged = answers.flatMap((a) => (a.id ? [a.id] : []));
    const client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
    const stored = await client.query<{ id: string }>('select id from clients where id = any($1)', [
      acknowledged,
    ]);
    await client.end();
    expect(stored.rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // one process all along
    expect(apiExit).toBeUndefined();
    expect(api?.exitCode).toBeNull();
  }, 240_000);
});
