import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { createPgBossQueue } from './pg-boss-queue';
import { defineJob, type JobDefinition, type JobQueue } from './types';

// PGlite in memory by default, a fresh PostgreSQL database under `npm run test:pg`
let database: Database;
let drop: () => Promise<void>;
const queues: JobQueue[] = [];
const silent = { error: () => {} };
const waitLong = { timeout: 25_000, interval: 100 };

async function startQueue(definitions: JobDefinition[], worker = true): Promise<JobQueue> {
  const queue = createPgBossQueue({
    database,
    log: silent,
    worker,
    pollingIntervalSeconds: 0.5,
    cronIntervalSeconds: 1,
  });
  queue.register(definitions);
  await queue.start();
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await drop?.();
});

describe('persisted job queue (pg-boss)', () => {
  it('runs each of many jobs once with two worker instances on the same database', async () => {
    const runs = new Map<number, number>();
    const job = defineJob<{ n: number }>({
      name: 'count-once',
      async handler({ n }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
      },
    });
    const a = await startQueue([job]);
    await startQueue([job]);
    const ids = await Promise.all(Array.from({ length: 16 }, (_, n) => a.send('count-once', { n })));
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map(async (id) => (await a.get(id))?.state));
      expect(states.every((s) => s === 'completed')).toBe(true);
    }, waitLong);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job with exponential backoff, then completes it', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: 'flaky',
      retryLimit: 3,
      retryDelaySeconds: 60,
      async handler(_payload, ctx) {
        attempts.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`falha ${ctx.attempt}`);
      },
    });
    const queue = await startQueue([job]);
    const id = await queue.send('flaky', {});
    // the delay the queue chose, in seconds from now; then the test moves the retry time to now
    const nextRetry = async (failures: number) => {
      const info = await vi.waitFor(async () => {
        const current = await queue.get(id);
        expect(current?.state).toBe('retry');
        expect(attempts).toHaveLength(failures);
        return current;
      }, waitLong);
      expect(info?.error).toBe(`falha ${failures}`);
      const seconds = ((info?.retryAt?.getTime() ?? 0) - Date.now()) / 1000;
      await database.executeSql('update pgboss.job set start_after = now() where id = $1', [id]);
      return seconds;
    };
    const first = await nextRetry(1);
    const second = await nextRetry(2);
    // 60 s × 2^(n-1) plus up to as much jitter
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(120);
    expect(second).toBeGreaterThan(110);
    expect(second).toBeLessThanOrEqual(240);
    await vi.waitFor(async () => expect((await queue.get(id))?.state).toBe('completed'), waitLong);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('keeps progress (done/total) readable through get, also from a process that runs no worker', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = defineJob({
      name: 'with-progress',
      async handler(_payload, ctx) {
        await ctx.progress(1, 3);
        await gate;
        await ctx.progress(3, 3);
      },
    });
    const worker = await startQueue([job]);
    const reader = await startQueue([job], false);
    const id = await reader.send('with-progress', {});
    await vi.waitFor(async () => {
      expect(await reader.get(id)).toMatchObject({ state: 'active', progress: { done: 1, total: 3 } });
    }, waitLong);
    release();
    await vi.waitFor(async () => {
      expect(await worker.get(id)).toMatchObject({ state: 'completed', progress: { done: 3, total: 3 } });
    }, waitLong);
  });

  it('cancels a queued job before it runs', async () => {
    let ran = false;
    const job = defineJob({
      name: 'to-cancel',
      async handler() {
        ran = true;
      },
    });
    const queue = await startQueue([job]);
    const id = await queue.send('to-cancel', {}, { startAfter: new Date(Date.now() + 3_600_000) });
    await queue.cancel(id);
    expect((await queue.get(id))?.state).toBe('cancelled');
    expect(ran).toBe(false);
  });

  it('keeps one open job per singleton key', async () => {
    const job = defineJob({ name: 'single', handler: async () => {} });
    const queue = await startQueue([job], false);
    const later = new Date(Date.now() + 3_600_000);
    const first = await queue.send('single', {}, { singletonKey: 'k', startAfter: later });
    expect(await queue.send('single', {}, { singletonKey: 'k', startAfter: later })).toBe(first);
    expect(await queue.send('single', {}, { singletonKey: 'other', startAfter: later })).not.toBe(first);
  });

  it('enqueues in the caller transaction: a rollback leaves no job, no progress row, no run', async () => {
    let ran = false;
    const job = defineJob({
      name: 'rolled-back',
      async handler() {
        ran = true;
      },
    });
    const queue = await startQueue([job]);
    let id = '';
    const failure = database.db.transaction(async (tx) => {
      id = await queue.enqueue(tx, 'rolled-back', {});
      throw new Error('a mudança falhou depois do enfileiramento');
    });
    await expect(failure).rejects.toThrow('a mudança falhou');
    expect(id).not.toBe('');
    expect(await queue.get(id)).toBeNull();
    const { rows } = await database.executeSql(
      `select (select count(*)::int from pgboss.job where name = 'rolled-back') as jobs,
              (select count(*)::int from job_progress where queue = 'rolled-back') as records`,
    );
    expect(rows[0]).toEqual({ jobs: 0, records: 0 });
    // and the same enqueue, committed, runs
    const committed = await database.db.transaction((tx) => queue.enqueue(tx, 'rolled-back', {}));
    await vi.waitFor(async () => expect((await queue.get(committed))?.state).toBe('completed'), waitLong);
    expect(ran).toBe(true);
  });

  it('enqueues many jobs in the caller transaction: all or none, each run once with its payload', async () => {
    const seen: number[] = [];
    const job = defineJob<{ n: number }>({
      name: 'many',
      retryLimit: 4,
      async handler({ n }) {
        seen.push(n);
      },
    });
    const queue = await startQueue([job]);
    const payloads = Array.from({ length: 12 }, (_, n) => ({ n }));
    const failure = database.db.transaction(async (tx) => {
      await queue.enqueueMany(tx, 'many', payloads);
      throw new Error('a mudança falhou depois do enfileiramento');
    });
    await expect(failure).rejects.toThrow('a mudança falhou');
    const count = async () =>
      (
        await database.executeSql(
          `select (select count(*)::int from pgboss.job where name = 'many') as jobs,
                  (select count(*)::int from job_progress where queue = 'many') as records`,
        )
      ).rows[0];
    expect(await count()).toEqual({ jobs: 0, records: 0 });

    const ids = await database.db.transaction((tx) => queue.enqueueMany(tx, 'many', payloads));
    expect(new Set(ids).size).toBe(12);
    expect(await count()).toEqual({ jobs: 12, records: 12 });
    // the definition's retry policy, as `enqueue` gives it
    const { rows } = await database.executeSql(
      `select distinct retry_limit from pgboss.job where name = 'many'`,
    );
    expect(rows).toEqual([{ retry_limit: 4 }]);
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map(async (id) => (await queue.get(id))?.state));
      expect(states.every((s) => s === 'completed')).toBe(true);
    }, waitLong);
    expect(seen.sort((a, b) => a - b)).toEqual(payloads.map((p) => p.n));
    expect(await database.db.transaction((tx) => queue.enqueueMany(tx, 'many', []))).toEqual([]);
  });

  it('keeps one open job when two instances enqueue the same singleton key at once', async () => {
    const job = defineJob({ name: 'single-race', handler: async () => {} });
    const a = await startQueue([job], false);
    const b = await startQueue([job], false);
    const later = new Date(Date.now() + 3_600_000);
    const ids = await Promise.all(
      [a, b, a, b].map((queue) =>
        database.db.transaction((tx) =>
          queue.enqueue(tx, 'single-race', {}, { singletonKey: 'lote-1', startAfter: later }),
        ),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const { rows } = await database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'single-race' and state < 'completed'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('fires a cron job once per slot across two instances', async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'every-minute',
      cron: '* * * * *',
      async handler(_payload, ctx) {
        runs.push(ctx.jobId);
      },
    });
    const a = await startQueue([job]);
    await startQueue([job]);
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), waitLong);
    // nothing left queued for the schedule: no second copy is on its way
    await vi.waitFor(async () => {
      const { rows } = await database.executeSql(
        `select count(*)::int as n from pgboss.job where name in ('every-minute', '__pgboss__send-it') and state < 'completed'`,
      );
      expect(rows[0]?.n).toBe(0);
    }, waitLong);
    // a cron slot is one minute: one run per minute the test straddled, never two in one
    const minutes = await Promise.all(
      runs.map(async (id) => (await a.get(id))?.createdAt.toISOString().slice(0, 16)),
    );
    expect(new Set(minutes).size).toBe(runs.length);
  });
});
