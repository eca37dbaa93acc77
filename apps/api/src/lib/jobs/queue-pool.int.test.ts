import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { APP_CONNECTION_NAME, type Database, QUEUE_CONNECTION_NAME } from '../../db/client';
import { createPgBossQueue } from './pg-boss-queue';
import { defineJob, type JobQueue } from './types';

// PostgreSQL only (`npm run test:pg`): PGlite has one embedded connection and no pool to keep apart
const onPostgres = !!process.env.DATABASE_URL;
let database: Database | undefined;
let drop: () => Promise<void> = async () => {};
let queue: JobQueue | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await queue?.stop();
  await drop();
});

describe.skipIf(!onPostgres)('the job queue on PostgreSQL', () => {
  it('polls and keeps its books through its own small pool, never the request pool', async () => {
    const db = database!;
    const done = new Set<number>();
    queue = createPgBossQueue({
      database: db,
      log: { error: () => {} },
      worker: true,
      pollingIntervalSeconds: 0.5,
    });
    queue.register([
      defineJob<{ n: number }>({
        name: 'pool-check',
        async handler({ n }) {
          done.add(n);
        },
      }),
    ]);
    await queue.start();
    for (let n = 0; n < 6; n++) await queue.send('pool-check', { n });
    await vi.waitFor(() => expect(done.size).toBe(6), { timeout: 30_000, interval: 100 });
    // every backend of this database, with the last statement it ran (ours excluded)
    const { rows } = await db.executeSql(
      `select application_name as name, query from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const queueBackends = rows.filter((r) => r.name === QUEUE_CONNECTION_NAME);
    const appBackends = rows.filter((r) => r.name === APP_CONNECTION_NAME);
    expect(queueBackends.length).toBeGreaterThan(0);
    expect(queueBackends.length).toBeLessThanOrEqual(2);
    expect(queueBackends.some((r) => String(r.query).includes('pgboss'))).toBe(true);
    expect(appBackends.filter((r) => String(r.query).includes('pgboss'))).toEqual([]);
  });
});
