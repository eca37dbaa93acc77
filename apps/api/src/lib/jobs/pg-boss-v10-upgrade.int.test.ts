import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { createPgBossQueue } from './pg-boss-queue';
import { defineJob, type JobQueue } from './types';

// a database the app ran on with pg-boss 10 (its schema, one queue, jobs in every state), then started with
// the current pg-boss: PGlite in memory by default, a fresh PostgreSQL database under `npm run test:pg`
const V10_SCHEMA = readFileSync(
  new URL('../../../test/fixtures/pg-boss-10-schema.sql', import.meta.url),
  'utf8',
);
const QUEUED = '6f1d0a52-3c55-4a8e-9a51-0c1f3f2a0001';
const RUNNING = '6f1d0a52-3c55-4a8e-9a51-0c1f3f2a0002';
const DONE = '6f1d0a52-3c55-4a8e-9a51-0c1f3f2a0003';

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue | undefined;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ neverStarted: true }));
  await database.executeSql(V10_SCHEMA);
  await database.executeSql(`select pgboss.create_queue('v10-mover', '{"policy":"standard"}'::json)`);
  await database.executeSql(
    `insert into pgboss.job (id, name, data, state, retry_limit, started_on) values
       ('${QUEUED}', 'v10-mover', '{"n":1}', 'created', 3, null),
       ('${RUNNING}', 'v10-mover', '{"n":2}', 'active', 3, now()),
       ('${DONE}', 'v10-mover', '{"n":3}', 'completed', 3, now())`,
  );
});
afterAll(async () => {
  await queue?.stop();
  await drop?.();
});

describe('upgrade from a pg-boss 10 database', () => {
  it('runs the jobs pg-boss 10 left open, once each, and drops its schema', async () => {
    const runs: number[] = [];
    queue = createPgBossQueue({
      database,
      log: { error: () => {} },
      worker: true,
      pollingIntervalSeconds: 0.5,
    });
    queue.register([
      defineJob<{ n: number }>({
        name: 'v10-mover',
        async handler({ n }) {
          runs.push(n);
        },
      }),
    ]);
    await queue.start();
    await vi.waitFor(
      async () => {
        expect((await queue?.get(QUEUED))?.state).toBe('completed');
        expect((await queue?.get(RUNNING))?.state).toBe('completed');
      },
      { timeout: 25_000, interval: 100 },
    );
    expect(runs.sort()).toEqual([1, 2]);
    const { rows } = await database.executeSql(
      `select to_regnamespace('pgboss_v10') as old, (select max(version::int) from pgboss.version) as version`,
      [],
    );
    expect(rows[0]?.old).toBeNull();
    expect(Number(rows[0]?.version)).toBeGreaterThanOrEqual(25);
  });
});
