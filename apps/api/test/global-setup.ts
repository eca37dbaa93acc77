import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

const root = new URL('../../..', import.meta.url).pathname;
const migrations = new URL('../src/db/migrations', import.meta.url).pathname;
const cacheDir = join(root, 'node_modules/.cache/siao-pglite');
/** a snapshot of another migration set older than this is removed (a run on it may still be reading it) */
const STALE_MS = 60 * 60 * 1000;

/**
 * Hands every test file one migrated PGlite: each file's database opens from this snapshot (≈0.5 s
 * of CPU) instead of running initdb and the migrations (≈2 s). The snapshot is kept across runs in
 * node_modules/.cache, named by a hash of the migration files and the PGlite version, so a run
 * migrates only after a migration (or PGlite) changed. Every file still gets its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const file = join(cacheDir, `migrated-${migrationsHash()}.tar`);
  if (!existsSync(file)) await writeSnapshot(file);
  project.provide('pgliteSnapshot', file);
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  // the version's own data directory format: a PGlite upgrade migrates a new snapshot
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of listFiles(migrations)) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(join(migrations, name)));
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
  const database = await openDatabase({ dataDir: 'memory' });
  let snapshot: Blob | undefined;
  try {
    await database.migrate();
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
