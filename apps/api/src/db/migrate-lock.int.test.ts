import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

// PostgreSQL only (`npm run test:pg`): replicas starting together on one fresh database
const serverUrl = process.env.DATABASE_URL;
const name = `siao_t_mig_${randomBytes(4).toString('hex')}`;
const opened: Database[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe.skipIf(!serverUrl)('migrations under pg_advisory_lock', () => {
  afterAll(async () => {
    for (const database of opened) await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('lets two processes migrate the same fresh database at once; both succeed, each migration applied once', async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openDatabase({ url: url.toString() }),
      openDatabase({ url: url.toString() }),
    ]);
    opened.push(a, b);
    await expect(Promise.all([a.migrate(), b.migrate()])).resolves.toBeDefined();
    const { rows } = await a.executeSql(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});
