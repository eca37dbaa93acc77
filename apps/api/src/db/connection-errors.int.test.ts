import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helpers/test-database';
import { openDatabase } from './client';

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
});
