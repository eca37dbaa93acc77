import { expect, vi } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Resolves once no job of `queue` is waiting, retrying or running (the queue's own table answers; no fixed
 * sleep): a test that reads what a background job writes waits for that job, not for a guessed delay.
 * `payload`: only the jobs whose payload contains it (a job another test left retrying is not waited for).
 */
export async function queueDrained(t: TestApp, queue: string, payload: Record<string, string> = {}) {
  await vi.waitFor(
    async () => {
      const { rows } = await t.app.deps.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state < 'completed' and data @> $2::jsonb`,
        [queue, JSON.stringify(payload)],
      );
      expect(rows[0]!.n).toBe(0);
    },
    { timeout: 20_000, interval: 10 },
  );
}
