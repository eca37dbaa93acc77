import type { PGlite } from '@electric-sql/pglite';
import { type Database, openMemoryPglite, pgliteDatabase } from '../../src/db/client';

/**
 * One PGlite per fork, handed to its test files in turn, each time in the state of the run's snapshot.
 * Opening a PGlite from the snapshot costs ≈0.7 s of CPU; giving one back costs a few tens of ms:
 * - the file's handle is closed (a query after `drop()` fails as on a closed PGlite);
 * - the session is reset (`rollback`, `discard all`: settings, prepared statements, LISTEN, advisory
 *   locks, temporary tables);
 * - the schema is proved untouched: no row of any pg_catalog table (relations, columns, functions,
 *   triggers, constraints, roles, role and database settings, extensions, statistics, large objects...)
 *   written since the handle was given (its xmin) and as many rows in each as in the snapshot, no
 *   prepared transaction, the same server settings. Anything else (a file's DDL, the dropped pg-boss
 *   schema of `neverStarted`, a queue pg-boss created) and the PGlite is closed: the next file opens a
 *   new one from the snapshot;
 * - the rows are put back: every table with rows is emptied, the snapshot's rows (pg-boss's queues,
 *   schedules and version, the applied migrations...) are copied back in, the sequences set back.
 * The module is imported afresh by every file (vitest.fresh-file.ts): what a fork keeps lives on globalThis.
 */

interface Snapshot {
  /** every table outside pg_catalog and information_schema (partitions, not their parents) */
  tables: string[];
  /** `copy … to` of the tables with rows in the snapshot */
  rows: { table: string; blob: Blob }[];
  sequences: { name: string; value: string; called: boolean }[];
  /** rows per pg_catalog table */
  catalogRows: Map<string, number>;
  settings: string;
}

interface Idle {
  client: PGlite;
  /** the next transaction id when it was given out: a catalog row this new or newer is a change */
  since: string;
}

interface ForkPool {
  idle?: Idle;
  snapshots: Map<string, Snapshot>;
}

const KEY = Symbol.for('siao.test.pglite-pool');
const holder = globalThis as typeof globalThis & { [KEY]?: ForkPool };
holder[KEY] ??= { snapshots: new Map() };
const pool = holder[KEY];

/** TEST_PGLITE_REUSE=0: a new PGlite for every database (the reuse off, to compare) */
const reuse = process.env.TEST_PGLITE_REUSE !== '0';

export async function openPooledPglite(snapshotFile: string, loadSnapshot: () => Blob) {
  let idle = reuse ? pool.idle : undefined;
  pool.idle = undefined;
  const reused = idle !== undefined;
  if (!idle) {
    const client = await openMemoryPglite(loadSnapshot(), true);
    // finds every migration applied when it opened from the snapshot (a few ms)
    await pgliteDatabase(client, async () => {}).migrate();
    if (reuse && !pool.snapshots.has(snapshotFile))
      pool.snapshots.set(snapshotFile, await readSnapshot(client));
    idle = { client, since: await nextXid(client) };
  }
  const { client, since } = idle;
  const snapshot = pool.snapshots.get(snapshotFile);
  // a handle of this file only: after drop() it fails as a closed PGlite does, so a straggler of this file
  // never writes in the next one's (and the app sees the outage it would see)
  let closed = false;
  const handle = new Proxy(client, {
    get(target, key) {
      if (closed) throw new Error('PGlite is closed');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  let released: Promise<void> | undefined;
  const release = () => {
    released ??= (async () => {
      closed = true;
      if (snapshot && !pool.idle && (await restore(client, snapshot, since))) {
        pool.idle = { client, since: await nextXid(client) };
      } else {
        await client.close();
      }
    })();
    return released;
  };
  const database: Database = pgliteDatabase(handle, release);
  return { database, reused, drop: release };
}

async function nextXid(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ xid: string }>(
    'select pg_snapshot_xmax(pg_current_snapshot())::text as xid',
  );
  return rows[0]!.xid;
}

async function readSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: relations } = await client.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1`,
  );
  const tables = relations.filter((r) => r.kind === 'r').map((r) => r.name);
  const rows: Snapshot['rows'] = [];
  for (const table of await tablesWithRows(client, tables)) {
    const result = await client.query(`copy ${table} to '/dev/blob'`);
    rows.push({ table, blob: result.blob! });
  }
  const sequences: Snapshot['sequences'] = [];
  for (const { name } of relations.filter((r) => r.kind === 'S')) {
    const { rows: state } = await client.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${name}`,
    );
    sequences.push({ name, ...state[0]! });
  }
  const check = await readCatalog(client, '0');
  return { tables, rows, sequences, catalogRows: check.rows, settings: check.settings };
}

async function tablesWithRows(client: PGlite, tables: string[]): Promise<string[]> {
  if (!tables.length) return [];
  const { rows } = await client.query<{ name: string }>(
    tables
      .map((table) => `select ${quote(table)} as name where exists (select from ${table})`)
      .join(' union all '),
  );
  return rows.map((row) => row.name);
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** rows per pg_catalog table and how many of them were written at or after `since`; the server's settings */
async function readCatalog(client: PGlite, since: string) {
  const { rows: catalogs } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'pg_catalog'::regnamespace and relkind = 'r' order by 1`,
  );
  const { rows: counts } = await client.query<{ name: string; total: number; changed: number }>(
    catalogs
      .map(
        ({ name }) =>
          `select ${quote(name)} as name, count(*)::int as total,
                  (count(*) filter (where xmin::text::bigint >= ${Number(since)}))::int as changed
             from pg_catalog.${name}`,
      )
      .join(' union all '),
  );
  const { rows: session } = await client.query<{ settings: string; pending: number }>(
    `select (select md5(string_agg(name || '=' || coalesce(setting, ''), ',' order by name)) from pg_settings
              where name not like '%.%') as settings,
            ((select count(*) from pg_prepared_xacts) + (select count(*) from pg_listening_channels())
              + (select count(*) from pg_locks where locktype = 'advisory'))::int as pending`,
  );
  return {
    rows: new Map(counts.map((row) => [row.name, row.total])),
    changed: counts.reduce((sum, row) => sum + row.changed, 0),
    settings: session[0]!.settings,
    pending: session[0]!.pending,
  };
}

/** Back to the snapshot's state; false when that cannot be proved (the PGlite is then closed). */
async function restore(client: PGlite, snapshot: Snapshot, since: string): Promise<boolean> {
  try {
    await client.exec('rollback');
    await client.exec('discard all');
    const now = await readCatalog(client, since);
    const sameCatalog =
      now.changed === 0 &&
      now.rows.size === snapshot.catalogRows.size &&
      [...snapshot.catalogRows].every(([name, total]) => now.rows.get(name) === total);
    if (!sameCatalog || now.settings !== snapshot.settings || now.pending !== 0) return false;
    const dirty = await tablesWithRows(client, snapshot.tables);
    // replica: no trigger runs (foreign keys included) while the rows are deleted and copied back
    await client.exec('set session_replication_role = replica');
    // delete, not truncate: a truncate gives each table and index new files, ≈3× the CPU here
    for (const table of dirty) await client.exec(`delete from ${table}`);
    for (const { table, blob } of snapshot.rows) {
      await client.query(`copy ${table} from '/dev/blob'`, [], { blob });
    }
    for (const { name, value, called } of snapshot.sequences) {
      await client.query('select setval($1, $2, $3)', [name, value, called]);
    }
    await client.exec('discard all');
    return true;
  } catch {
    return false;
  }
}
