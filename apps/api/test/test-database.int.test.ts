import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers/test-database';

// What a test file finds in its database does not depend on the files before it in the fork: on PGlite the
// fork's one database is restored to the snapshot, or replaced, after each file (helpers/pglite-pool.ts).

/** rows of the snapshot a file could change, the session and a sequence */
async function visibleState(database: Database) {
  const one = async (text: string) => (await database.executeSql(text)).rows;
  // a new PostgreSQL database (test:pg) has no app started on it yet: no pg-boss schema
  const [boss] = await one(`select to_regclass('pgboss.queue') is not null as installed`);
  const queue = boss?.installed ? async (text: string) => one(text) : async (_text: string) => 'sem pg-boss';
  return {
    kv: await one('select key, value from kv_entries order by key'),
    catalogVersion: await one('select version from learning_catalog_version'),
    queues: await queue('select name from pgboss.queue order by name'),
    schedules: await queue('select name, cron from pgboss.schedule order by name'),
    jobs: await queue('select count(*)::int as n from pgboss.job'),
    migrations: await one('select count(*)::int as n from drizzle.__drizzle_migrations'),
    sequence: await one('select last_value::text, is_called from ai_messages_seq_seq'),
    session: await one(
      `select current_setting('TimeZone') as zone, current_setting('statement_timeout') as timeout,
              (select count(*)::int from pg_listening_channels()) as listening,
              (select count(*)::int from pg_locks
                where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())) as advisory`,
    ),
    columns: await one(
      `select table_name, count(*)::int as n from information_schema.columns
        where table_schema = 'public' group by table_name order by table_name`,
    ),
    functions: await one(
      `select count(*)::int as n from pg_proc where pronamespace = 'public'::regnamespace`,
    ),
  };
}

describe('test databases', () => {
  it('a file never sees the rows, the sequences or the session settings another file left', async () => {
    const first = await openTestDatabase();
    const snapshot = await visibleState(first.database);
    const sql = (text: string) => first.database.executeSql(text);
    try {
      await sql(`insert into kv_entries values ('test-left-behind', 'x', now() + interval '1 day')`);
      await sql('update learning_catalog_version set version = version + 41');
      if (first.database.kind === 'pglite') {
        await sql('delete from pgboss.schedule');
        await sql(`insert into pgboss.job (name, data) select name, '{}' from pgboss.queue limit 1`);
      }
      await sql("select nextval('ai_messages_seq_seq')");
      await sql("set timezone = 'Asia/Tokyo'");
      await sql("set statement_timeout = '1s'");
      await sql('listen test_left_behind');
      await sql('select pg_advisory_lock(7)');
      // and a transaction the file never ended
      await sql('begin');
      await sql(`insert into kv_entries values ('test-uncommitted', 'x', now())`);
      expect(await visibleState(first.database)).not.toEqual(snapshot);
    } finally {
      await first.drop();
    }
    const second = await openTestDatabase();
    try {
      if (second.database.kind === 'pglite') expect(second.reused).toBe(true);
      expect(await visibleState(second.database)).toEqual(snapshot);
    } finally {
      await second.drop();
    }
  });

  it('a file never sees the schema another file changed', async () => {
    const first = await openTestDatabase();
    const snapshot = await visibleState(first.database);
    try {
      await first.database.executeSql('alter table users add column test_left_behind int');
      await first.database.executeSql(
        'create function test_left_behind() returns int language sql as $$ select 1 $$',
      );
    } finally {
      await first.drop();
    }
    const second = await openTestDatabase();
    try {
      expect(await visibleState(second.database)).toEqual(snapshot);
      expect(second.reused).toBe(false);
    } finally {
      await second.drop();
    }
  });

  it("a file's database handle no longer answers once dropped", async () => {
    const first = await openTestDatabase();
    await first.drop();
    await expect(first.database.ping()).rejects.toThrow();
  });
});
