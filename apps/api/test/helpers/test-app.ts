import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse, Role } from '@siao/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { JobDefinition } from '../../src/lib/jobs/types';
import { type Fixture, seedFixture } from './fixture';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'senha-de-teste-123';

export interface TestApp {
  app: FastifyInstance;
  fixture: Fixture;
  dataDir: string;
  /** logs in through the real endpoint and returns the session */
  login(who: Role | 'clienteB', ip?: string): Promise<LoginResponse>;
  /** `authorization` header for a fresh session of that role */
  authHeader(who: Role | 'clienteB'): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** The real app on a fresh database with one fixture (two clients and a user of each role). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** pino options (e.g. `{ level: 'info', stream }` to read the log lines); no log by default */
    logger?: object;
    /** extra job definitions registered before the queue starts (tests of the job queue) */
    jobs?: JobDefinition[];
    /** a database the test opened itself (a data folder another process opens next); `close()` calls its `drop` */
    database?: Awaited<ReturnType<typeof openTestDatabase>>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siao-test-'));
  const { database, drop } = options.database ?? (await openTestDatabase());
  // the PostgreSQL run also puts the shared KV store in Redis, under a prefix no other run uses
  const redis = process.env.TEST_REDIS_URL
    ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `siao-test:${randomUUID()}:` }
    : {};
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...redis, ...env });
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  app.deps.jobs.register(options.jobs ?? []);
  await app.ready();
  const fixture = await seedFixture(app.deps.db, TEST_PASSWORD);
  const tokens = new Map<string, string>();

  const login = async (who: Role | 'clienteB', ip = '10.0.0.1') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email: fixture.users[who].email, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login de ${who} falhou: ${res.body}`);
    return res.json().data as LoginResponse;
  };

  return {
    app,
    fixture,
    dataDir,
    login,
    async authHeader(who) {
      let token = tokens.get(who);
      if (!token) {
        token = (await login(who, `10.9.${Object.keys(fixture.users).indexOf(who)}.1`)).token;
        tokens.set(who, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
