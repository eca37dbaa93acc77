import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client';

const root = new URL('../../..', import.meta.url).pathname;
const migrations = new URL('../src/db/migrations', import.meta.url).pathname;
const src = new URL('../src', import.meta.url).pathname;
const cacheDir = join(root, 'node_modules/.cache/siao-pglite');
/** a snapshot of another migration set older than this is removed (a run on it may still be reading it) */
const STALE_MS = 60 * 60 * 1000;

/**
 * Hands every test file one migrated PGlite on which the app has started once: each file's database opens
 * from this snapshot (≈0.7 s of CPU) instead of running initdb and the migrations (≈4 s), and the app's start
 * in the file finds pg-boss's schema, queues and schedules in place, as on every boot after the first
 * (≈0.35 s of CPU less per file). The snapshot is kept across runs in node_modules/.cache, named by a hash of
 * the migration files, the queue code and the PGlite and pg-boss versions, so a run remakes it only after
 * one of them changed. Every file still gets its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgTemplate', await ensurePgTemplate(process.env.DATABASE_URL));
    return;
  }
  const file = join(cacheDir, `migrated-${migrationsHash()}.tar`);
  if (!existsSync(file)) await writeSnapshot(file);
  project.provide('pgliteSnapshot', file);
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  // the version's own data directory format: a PGlite upgrade migrates a new snapshot
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  // pg-boss's schema, and the queues and schedules the app creates on its first start
  hash.update(readFileSync(join(root, 'node_modules/pg-boss/package.json')));
  const queueCode = listFiles(src)
    .filter((name) => /(^|\/)(lib\/jobs\/|.*jobs?\.ts$|.*-job\.ts$)/.test(name) && !name.includes('.test.'))
    .map((name) => join(src, name));
  // the code that creates the cluster (its initdb settings)
  const cluster = join(src, 'db/client.ts');
  for (const path of [
    ...listFiles(migrations).map((name) => join(migrations, name)),
    ...queueCode,
    cluster,
  ]) {
    hash.update(`${path.slice(root.length)}\n`);
    hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
    )
    .sort();
}

async function writeSnapshot(file: string) {
  const database = await openDatabase({ dataDir: 'memory', small: true });
  let snapshot: Blob | undefined;
  try {
    await database.migrate();
    await startAppOnce(database);
    snapshot = await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
  if (!snapshot) throw new Error('PGlite sem dumpDataDir: o snapshot dos testes não pôde ser gravado');
  mkdirSync(cacheDir, { recursive: true });
  // written beside and renamed: a run starting meanwhile never reads half a file
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (path !== file && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  }
}

/**
 * The PostgreSQL run's counterpart of the snapshot: a database in the same state (migrated, the app started on
 * it once), named by the same hash and kept on the server across runs, from which each test file's database is
 * copied (`create database … template`, ≈0.1 s) instead of migrating a new one and installing pg-boss's schema.
 * Made under a name of its own and renamed when complete, so a run never copies half a template; templates of
 * other hashes are dropped (one another run still copies from stays: the drop fails and is ignored).
 */
async function ensurePgTemplate(serverUrl: string): Promise<string> {
  const name = `siao_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'siao_tpl_%'`,
    );
    if (existing.rows.some((r) => r.datname === name)) return name;
    const partial = `${name}_p${process.pid}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await database.migrate();
      await startAppOnce(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${partial} rename to ${name}`).catch(async (error: unknown) => {
      // another run finished the same template first: use that one
      await admin.query(`drop database ${partial} with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    });
    for (const { datname } of existing.rows)
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    return name;
  } finally {
    await admin.end();
  }
}

/** The app's first boot on the database: pg-boss installs its schema and the app creates its queues and schedules. */
async function startAppOnce(database: Database) {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const dataDir = mkdtempSync(join(tmpdir(), 'siao-snapshot-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
