import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { openPooledPglite } from './pglite-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a `dumpDataDir` of a freshly migrated PGlite (test/global-setup.ts); absent on the PostgreSQL run */
    pgliteSnapshot?: string;
    /** the PostgreSQL run's migrated database that each file's database is copied from (test/global-setup.ts) */
    pgTemplate?: string;
  }
}

/**
 * PGlite in memory by default, in the state of the run's snapshot (test/global-setup.ts: migrated, and the
 * app started on it once): one PGlite per fork, restored to the snapshot after each file or replaced by a new
 * one when that cannot be proved (pglite-pool.ts); with DATABASE_URL set, a brand-new PostgreSQL database per test file (dropped
 * afterwards), copied from the run's migrated template, so runs never see each other's rows and reruns start clean.
 * `neverStarted`: a database no app has started on yet, without pg-boss's schema (the tests of the queue's
 * first start and of the upgrade from pg-boss 10); on PostgreSQL an empty database, migrated here.
 */
export async function openTestDatabase(options: { neverStarted?: boolean } = {}): Promise<{
  database: Database;
  url?: string;
  /** PGlite only: handed back by an earlier file of this fork, and restored to the snapshot's state */
  reused: boolean;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // bench/ scripts open it outside vitest: no snapshot there, initdb and migrations as before
    const snapshot = process.env.VITEST ? inject('pgliteSnapshot') : undefined;
    const load = () => new Blob([readFileSync(snapshot!)]);
    if (snapshot && !options.neverStarted) return openPooledPglite(snapshot, load);
    const database = await openDatabase({
      dataDir: 'memory',
      loadDataDir: snapshot ? load() : undefined,
      small: true,
    });
    // finds every migration applied when it opened from the snapshot (a few ms)
    await database.migrate();
    if (options.neverStarted) await database.executeSql('drop schema if exists pgboss cascade');
    return { database, reused: false, drop: () => database.close() };
  }
  const name = `siao_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = process.env.VITEST && !options.neverStarted ? inject('pgTemplate') : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // drop() ends the database `with (force)`: connections still closing then are terminated on purpose
  const database = await openDatabase({ url: url.toString(), onConnectionError: () => {} });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    reused: false,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
