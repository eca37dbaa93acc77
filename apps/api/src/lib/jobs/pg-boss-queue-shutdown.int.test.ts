import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { createPgBossQueue } from './pg-boss-queue';
import { defineJob, type JobDefinition } from './types';

// A server closes its database right after the queue's stop() (server.ts shutdown, the cluster primary's
// preparation). Under load pg-boss is still starting, or a fetch is still on its way, at that moment: here a
// query is held until the test lets it answer, so that moment comes every time.
let database: Database;
let drop: () => Promise<void>;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ neverStarted: true }));
});
afterAll(async () => {
  await drop?.();
});
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** The database as the queue sees it, whose close() ends the queue's pool the way pg.Pool.end() does. */
function heldDatabase(holdAfter: (text: string, rows: number) => boolean) {
  let closed = false;
  let release: (() => void) | undefined;
  let armed = true;
  const afterClose: string[] = [];
  const view: Database = {
    ...database,
    async queueSql(text, values) {
      if (closed) {
        afterClose.push(text);
        throw new Error('Cannot use a pool after calling end on the pool');
      }
      const result = await database.queueSql(text, values);
      // a script answers PostgreSQL's results as an array (no rows of its own)
      if (armed && holdAfter(text, result.rows?.length ?? 0)) {
        armed = false;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return result;
    },
    async close() {
      closed = true;
    },
  };
  return { view, afterClose, holding: () => release !== undefined, release: () => release?.() };
}

const underLoad = { timeout: 20_000, interval: 20 };

/** Event-loop turns: room for a stop() that does not wait to finish, and for what it left behind. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

const queueOn = (view: Database, definitions: JobDefinition[]) => {
  const queue = createPgBossQueue({
    database: view,
    log: { error: () => {} },
    worker: true,
    // no poll during the test: the job below is fetched because send() wakes the worker
    pollingIntervalSeconds: 60,
  });
  queue.register(definitions);
  return queue;
};

describe('job queue shutdown while busy (pg-boss)', () => {
  it('stops after a start still creating the pg-boss schema, and touches no closed pool', async () => {
    const held = heldDatabase((text) => text.includes('CREATE SCHEMA'));
    const queue = queueOn(held.view, [defineJob({ name: 'slow-start', handler: async () => {} })]);
    const started = queue.start();
    await vi.waitFor(() => expect(held.holding()).toBe(true), underLoad);

    const stopped = queue.stop().then(() => held.view.close());
    await turns(20);
    held.release();

    await expect(started).resolves.toBeUndefined();
    await stopped;
    await turns(20);
    expect(held.afterClose).toEqual([]);
    expect(unhandled).toEqual([]);
  });

  it('puts back a job fetched while stopping, without running it, and touches no closed pool', async () => {
    const ran = vi.fn();
    const held = heldDatabase((text, rows) => text.includes('SKIP LOCKED') && rows > 0);
    const queue = queueOn(held.view, [defineJob({ name: 'late-fetch', handler: async () => ran() })]);
    await queue.start();
    const id = await queue.send('late-fetch', {});
    await vi.waitFor(() => expect(held.holding()).toBe(true), underLoad);

    const stopped = queue.stop().then(() => held.view.close());
    await turns(20);
    held.release();

    await stopped;
    await turns(20);
    expect(held.afterClose).toEqual([]);
    expect(unhandled).toEqual([]);
    expect(ran).not.toHaveBeenCalled();
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(rows[0]?.state).toBe('retry');
  });
});
