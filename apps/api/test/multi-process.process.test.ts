import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { multipartBody, PNG_1X1 } from '../src/modules/documents/test-multipart';
import { type FakeS3, startFakeS3 } from './helpers/fake-s3';
import { seedFixture } from './helpers/fixture';
import { TEST_PASSWORD } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

/**
 * Two real API processes (`node --import tsx src/server.ts`) on one PostgreSQL database, one Redis and
 * one S3 server, each with its own DATA_DIR, as replicas on two machines behind a load balancer.
 * PostgreSQL + Redis only (`npm run test:pg`).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const apiDir = new URL('..', import.meta.url).pathname;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
let s3: FakeS3 | undefined;
let database: Database | undefined;
let drop = async () => {};
let a = '';
let b = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startApi(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return `http://127.0.0.1:${port}`;
}

const call = (
  base: string,
  method: string,
  path: string,
  init: { token?: string; body?: object; ip?: string } = {},
) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(init.body && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.ip && { 'x-forwarded-for': init.ip }),
    },
    body: init.body && JSON.stringify(init.body),
  });

describe.skipIf(!process.env.DATABASE_URL || !redisUrl)('two API processes', () => {
  beforeAll(async () => {
    s3 = await startFakeS3();
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    await seedFixture(database.db, TEST_PASSWORD);
    const sharedEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: opened.url ?? '',
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `siao-test:${randomUUID()}:`,
      ...s3.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOGIN_MAX_PER_IP: '4',
      // the test plays the load balancer on 127.0.0.1: the client address comes from X-Forwarded-For
      TRUST_PROXY: '127.0.0.1',
      // a schedule that fires within the test: the faturas job, every minute
      FATURAS_SCHEDULER: 'true',
      FATURAS_CRON: '* * * * *',
      JOBS_POLL_SECONDS: '0.5',
    };
    // each process its own disk: files can only be shared through S3
    const own = () => {
      const dir = mkdtempSync(join(tmpdir(), 'siao-two-'));
      dataDirs.push(dir);
      return { ...sharedEnv, DATA_DIR: dir };
    };
    [a, b] = await Promise.all([startApi(own()), startApi(own())]);
    await vi.waitFor(
      async () => {
        for (const base of [a, b]) expect((await call(base, 'GET', '/api/ready')).status).toBe(200);
      },
      { timeout: 120_000, interval: 250 },
    );
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await drop();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('accepts a token issued by one process on the other, and refuses it on both after logout on one', async () => {
    const login = await call(a, 'POST', '/api/login', {
      body: { email: 'operador@teste.dev', password: TEST_PASSWORD },
      ip: '10.20.0.1',
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(200);

    expect((await call(b, 'POST', '/api/logout', { token })).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/me', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(401);
  });

  it('serves a document uploaded through one process from the other', async () => {
    const login = await call(a, 'POST', '/api/login', {
      body: { email: 'operador@teste.dev', password: TEST_PASSWORD },
      ip: '10.40.0.1',
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const bytes = Buffer.concat([PNG_1X1, randomBytes(256 * 1024)]);
    const body = multipartBody(
      { title: 'Planta', category: 'Plantas', visibility: 'todos_clientes' },
      { name: 'planta.png', bytes },
    );
    const uploaded = await fetch(`${a}/api/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { data: { id: string } }).data;
    const link = await call(b, 'GET', `/api/documents/${id}/link`, { token });
    const { url } = ((await link.json()) as { data: { url: string } }).data;
    // the link may name the first process's address: ask the second one for the same path
    const { pathname, search } = new URL(url, b);
    const file = await fetch(`${b}${pathname}${search}`);
    expect(file.status).toBe(200);
    const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    expect(sha(Buffer.from(await file.arrayBuffer()))).toBe(sha(bytes));
  });

  it('counts login attempts from one IP across both processes', async () => {
    const attempt = (base: string) =>
      call(base, 'POST', '/api/login', {
        body: { email: 'ninguem@teste.dev', password: 'senha-errada-123' },
        ip: '10.30.0.1',
      });
    const statuses: number[] = [];
    for (const base of [a, b, a, b]) statuses.push((await attempt(base)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('runs a scheduled job once across both processes', async () => {
    const runs = async () =>
      (
        await database!.executeSql(
          `select date_trunc('minute', created_on) as slot, state, count(*)::int as n
             from pgboss.job where name = 'faturas-monthly' group by 1, 2`,
        )
      ).rows as { slot: Date; state: string; n: number }[];
    await vi.waitFor(async () => expect((await runs()).some((r) => r.state === 'completed')).toBe(true), {
      timeout: 60_000,
      interval: 250,
    });
    // one job per cron slot (minute), however many processes evaluate the schedule
    const slots = new Map<string, number>();
    for (const r of await runs()) slots.set(String(r.slot), (slots.get(String(r.slot)) ?? 0) + r.n);
    expect([...slots.values()].every((n) => n === 1)).toBe(true);
  }, 90_000);
});
