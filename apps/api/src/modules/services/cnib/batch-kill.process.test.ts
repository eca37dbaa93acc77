import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeOnr, startFakeOnr, validCpfs } from '../../../../test/fakes/fake-onr';
import { saveOnrCredentials } from '../../../../test/helpers/onr-credentials';
import { createTestApp } from '../../../../test/helpers/test-app';
import { openTestDatabase } from '../../../../test/helpers/test-database';
import { type Database, openDatabase } from '../../../db/client';
import { insertBatch, selectBatch, selectBatchItems } from './batch-repository';

/**
 * Issue 24: a batch process killed (SIGKILL) while ONR holds the call of its third document (ONR has
 * the consultation, the process has not stored it) is resumed by another process, which does not send
 * that document to ONR again: the item ends `a_confirmar`, the others are consulted once each.
 * The kill point is deterministic: the fake ONR reports the call and never answers it.
 * PGlite: the data folder is handed from process to process (one at a time); PostgreSQL with DATABASE_URL.
 */
const apiDir = new URL('../../../..', import.meta.url).pathname;
const env = {
  SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
  CNIB_RATE_PER_SECOND: '1000',
  CNIB_RETRY_BACKOFF_MS: '0,0',
  // the held call must end by the kill, never by the client's timeout
  CNIB_TIMEOUT_MS: '600000',
};
const docs = validCpfs(6, 404);
let onr: FakeOnr;
let dataDir = '';
let url: string | undefined;
let pgDatabase: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let batchId = '';
const children: ChildProcess[] = [];

/** The database as this process sees it: PostgreSQL's stays open; PGlite's folder is opened for `read` only. */
async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
  if (pgDatabase) return read(pgDatabase.database);
  const database = await openDatabase({ dataDir });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

function runChild() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/cnib-batch-child.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: url ?? '',
      DATA_DIR: dataDir,
      BATCH_ID: batchId,
      CNIB_TOKEN_URL: onr.tokenUrl,
      CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

beforeAll(async () => {
  onr = await startFakeOnr();
  dataDir = mkdtempSync(join(tmpdir(), 'siao-cnib-kill-'));
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  if (process.env.DATABASE_URL) {
    pgDatabase = await openTestDatabase();
    url = pgDatabase.url;
    // stays open for this process's reads; dropped in afterAll
    database = { ...pgDatabase, drop: async () => {} };
  } else {
    // a data folder from the run's migrated snapshot (no initdb, no migrations)
    const seed = new PGlite(join(dataDir, 'db'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot') ?? '')]),
    });
    await seed.waitReady;
    await seed.close();
    const opened = await openDatabase({ dataDir });
    database = { database: opened, reused: false, drop: () => opened.close() };
  }
  const t = await createTestApp(env, { database });
  try {
    await saveOnrCredentials(t, onr);
    batchId = await t.app.deps.db.transaction((tx) =>
      insertBatch(
        tx,
        { clientId: t.fixture.clientA.id, userId: t.fixture.users.cliente.id, total: docs.length },
        docs,
      ),
    );
  } finally {
    // the children open the PGlite folder after this process let it go
    await t.close();
  }
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await onr?.close();
  await pgDatabase?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a CNIB batch process killed between the ONR call and the store', () => {
  it('resumes in a new process without a second consultation of that document', async () => {
    const third = onr.holdConsultation(docs[2]!);
    const first = runChild();
    await Promise.race([
      third,
      first.exited.then(() => {
        throw new Error(`o processo do lote saiu antes da terceira consulta:\n${first.output()}`);
      }),
    ]);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(onr.calls.map((c) => c.body.documento)).toEqual(docs.slice(0, 3));
    // the kill point: ONR has the third call, its item is still "consultando", nothing stored for it
    const killed = await withDatabase((d) => selectBatchItems(d.db, batchId));
    expect(killed.map((i) => i.item.status)).toEqual([
      'ok',
      'ok',
      'consultando',
      'pendente',
      'pendente',
      'pendente',
    ]);

    const second = runChild();
    expect(await second.exited, second.output()).toMatchObject({ code: 0 });
    expect(second.output()).toContain('concluido');
    // each document reached ONR once: the interrupted one was not sent again
    expect(onr.calls.map((c) => c.body.documento)).toEqual(docs);
    const { batch, items } = await withDatabase(async (d) => ({
      batch: await selectBatch(d.db, batchId, null),
      items: await selectBatchItems(d.db, batchId),
    }));
    expect(batch).toMatchObject({ status: 'concluido', done: 6, failed: 1 });
    expect(items.map((i) => i.item.status)).toEqual(['ok', 'ok', 'a_confirmar', 'ok', 'ok', 'ok']);
    expect(items[2]?.item.consultationId).toBeNull();
    expect(items[2]?.item.error).toContain('pode ter sido registrada');
  }, 180_000);
});
