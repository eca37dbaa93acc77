import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { setDbPoolSource } from '../lib/metrics/registry';
import { acquireDirLock } from './dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** raw SQL for libraries that bring their own: values = bind parameters; none = a script */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * The same, for the job queue (pg-boss) only: on PostgreSQL through its own small pool (`queuePoolMax`
   * connections, application_name `siao-jobs`), so polling and job bookkeeping never wait for, or make wait,
   * the connections that serve requests; on PGlite the one embedded connection.
   */
  queueSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the data directory as a tarball, for `openDatabase({ loadDataDir })` */
  dumpDataDir?(): Promise<Blob>;
}

/** application_name of the request pool's and of the job queue's connections (visible in pg_stat_activity) */
export const APP_CONNECTION_NAME = 'siao';
export const QUEUE_CONNECTION_NAME = 'siao-jobs';

/** pg_advisory_lock key held around migrations, so replicas starting together migrate one at a time */
const MIGRATION_LOCK_KEY = 7_305_482_190;

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/db` (or in memory). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | 'memory';
  /** a pooled PostgreSQL connection was lost, idle or in use (server restart, terminated backend) */
  onConnectionError?: (error: Error) => void;
  /** connections of the job queue's own PostgreSQL pool (JOBS_DB_POOL_MAX, default 2) */
  queuePoolMax?: number;
  /**
   * In-memory PGlite only: start from this `dumpDataDir` snapshot instead of an empty cluster (the
   * tests open every database from one migrated snapshot: no initdb and no migrations per file).
   */
  loadDataDir?: Blob;
  /**
   * In-memory PGlite only: a cluster sized for a test's few rows (SMALL_CLUSTER), cheaper to open from a
   * snapshot than one with PostgreSQL's defaults. Same PostgreSQL, same SQL, same constraints.
   */
  small?: boolean;
}): Promise<Database> {
  if (options.url)
    return openPostgres(
      options.url,
      options.onConnectionError ?? warnConnectionLost,
      options.queuePoolMax ?? 2,
    );
  return openPglite(options.dataDir ?? 'memory', options.loadDataDir, options.small);
}

function warnConnectionLost(error: Error): void {
  console.error(`PostgreSQL: conexão perdida (${error.message}); a próxima consulta abre outra.`);
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void,
  queuePoolMax: number,
): Promise<Database> {
  // `min`: connections opened at boot (the converse warm-up opens as many as a stream uses at once)
  // are kept, with the statements prepared on them, instead of closing after 10 s idle; a request
  // that needs a new connection waits for its handshake (several ms)
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    min: 4,
    application_name: APP_CONNECTION_NAME,
  });
  reportConnectionErrors(pool, onConnectionError);
  // the job queue's pool, opened on its first query (a process that never starts the queue opens none)
  let queuePool: pg.Pool | undefined;
  const queue = () => {
    if (!queuePool) {
      queuePool = new pg.Pool({
        connectionString: url,
        max: queuePoolMax,
        application_name: QUEUE_CONNECTION_NAME,
      });
      reportConnectionErrors(queuePool, onConnectionError);
    }
    return queuePool;
  };
  setDbPoolSource(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // a session lock on one connection: a second process waits here, then finds nothing to apply
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await queuePool?.end();
      await pool.end();
    },
    executeSql: (text, values) => pool.query(text, values),
    queueSql: (text, values) => queue().query(text, values),
  };
}

/**
 * A lost connection emits 'error' on itself, and an 'error' nobody listens to ends the process. The pool
 * listens only while the connection is idle; one checked out by a query or a transaction (a server stopped
 * mid-transaction) would be unheard. So every connection gets its own listener, and the pool's (which
 * relays the idle case) stays silent to report each loss once.
 */
function reportConnectionErrors(pool: pg.Pool, onConnectionError: (error: Error) => void): void {
  pool.on('connect', (connection) => connection.on('error', onConnectionError));
  pool.on('error', () => {});
}

/**
 * A test's cluster: 16 MB of shared buffers instead of 128 MB (PostgreSQL zeroes them at every start) and
 * 1 MB WAL segments instead of 16 MB (an initdb setting: the snapshot every test file opens carries 7 MB of
 * WAL instead of 16 MB to unpack). The benches keep PostgreSQL's defaults.
 */
const SMALL_CLUSTER = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

async function openPglite(dataDir: string, loadDataDir?: Blob, small = false): Promise<Database> {
  if (dataDir === 'memory') {
    const client = await openMemoryPglite(loadDataDir, small);
    return pgliteDatabase(client, () => client.close());
  }
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  // PGlite does not lock its directory; two processes on one directory would corrupt it.
  const release = acquireDirLock(join(dataDir, 'db.lock'));
  const client = new PGlite(dir);
  await client.waitReady;
  return pgliteDatabase(client, async () => {
    await client.close();
    release();
  });
}

/** A PGlite cluster in memory, empty or from a `dumpDataDir` snapshot; `small`: SMALL_CLUSTER */
export async function openMemoryPglite(loadDataDir?: Blob, small = false): Promise<PGlite> {
  const client = new PGlite({ ...(small ? SMALL_CLUSTER : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  return client;
}

/**
 * The app's database on an open PGlite client; `close` is what its close() does (the tests hand one
 * client to many files in turn: there it gives the client back instead of closing it).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema });
  const executeSql: Database['executeSql'] = async (text, values) => {
    if (values?.length) return client.query<Record<string, unknown>>(text, values);
    // PGlite's extended protocol takes one statement: a script without parameters goes through exec
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  // pg-boss's scripts (BEGIN; lock; … RETURNING …; COMMIT) need the rows of every statement, as node-postgres
  // answers a multi-statement query; and a script that failed inside its BEGIN must not leave the one
  // connection in an aborted transaction for everyone after it
  const queueSql: Database['queueSql'] = async (text, values) => {
    if (values?.length) return client.query<Record<string, unknown>>(text, values);
    try {
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows) as Record<string, unknown>[] };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    close,
    executeSql,
    queueSql,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
