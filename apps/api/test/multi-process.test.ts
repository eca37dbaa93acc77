import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { seedFixture } from './helpers/fixture';
import { TEST_PASSWORD } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

/**
 * Two real API processes (`node --import tsx src/server.ts`) on one PostgreSQL database, one Redis and
 * one DATA_DIR, as replicas behind a load balancer. PostgreSQL + Redis only (`npm run test:pg`).
 * Shared services are one env block (`sharedEnv`): S3 storage adds its variables there.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const apiDir = new URL('..', import.meta.url).pathname;
const children: ChildProcess[] = [];
let dataDir = '';
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
    dataDir = mkdtempSync(join(tmpdir(), 'siao-two-'));
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
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOGIN_MAX_PER_IP: '4',
      // a schedule that fires within the test: the faturas job, every minute
      FATURAS_SCHEDULER: 'true',
      FATURAS_CRON: '* * * * *',
      JOBS_POLL_SECONDS: '0.5',
    };
    [a, b] = await Promise.all([startApi(sharedEnv), startApi(sharedEnv)]);
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
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
