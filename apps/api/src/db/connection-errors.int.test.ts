import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helpers/test-database';
import { openDatabase } from './client';
import { queryRows } from './raw';

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server ending its idle connections and reconnects on the next query', async () => {
    const test = await openTestDatabase();
    const errors: Error[] = [];
    const database = await openDatabase({ url: test.url!, onConnectionError: (e) => errors.push(e) });
    try {
      await database.ping();
      const admin = new pg.Client({ connectionString: test.url });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000 });
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await test.drop();
    }
  });

  it('survives losing a connection that a transaction holds, and the transaction fails', async () => {
    const test = await openTestDatabase();
    const errors: Error[] = [];
    const database = await openDatabase({ url: test.url!, onConnectionError: (e) => errors.push(e) });
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // the server ends this backend while the transaction waits between two statements
        const admin = new pg.Client({ connectionString: test.url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [own!.pid]);
        await admin.end();
        await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000 });
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await test.drop();
    }
  });
});
