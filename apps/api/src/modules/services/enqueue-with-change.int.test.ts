import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOnr, startFakeOnr, validCpfs } from '../../../test/fakes/fake-onr';
import { saveOnrCredentials } from '../../../test/helpers/onr-credentials';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { runRepairers } from '../../lib/jobs/reconciler';
import { tinyPdf } from '../../seed/tiny-pdf';
import { multipartBody } from '../documents/test-multipart';
import { moduleRepairers } from '../jobs';
import { insertBatch, selectBatch } from './cnib/batch-repository';
import { CNIB_BATCH_JOB } from './cnib/batch-service';
import { OCR_JOB } from './ocr/jobs';

// A crash right after the enqueue (injected by a trigger on the job's bookkeeping row, which is written in
// the same transaction): the change and its job are all or nothing, and no uploaded file is left behind.
let onr: FakeOnr;
let t: TestApp;

beforeAll(async () => {
  onr = await startFakeOnr();
  t = await createTestApp({
    SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_RATE_PER_SECOND: '1000',
  });
  await saveOnrCredentials(t, onr);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await onr?.close();
});

const sql = (text: string) => t.app.deps.database.executeSql(text);
const count = async (query: string) => Number((await sql(query)).rows[0]?.n);

/** Until the returned function runs, enqueuing a job of `queue` fails inside its transaction. */
async function failEnqueueOf(queue: string) {
  await sql(`create or replace function test_fail_enqueue() returns trigger language plpgsql as $$
    begin raise exception 'falha injetada depois do enfileiramento'; end $$;
    create trigger test_fail_enqueue before insert on job_progress for each row
      when (new.queue = '${queue}') execute function test_fail_enqueue();`);
  return () => sql('drop trigger test_fail_enqueue on job_progress');
}

function storedUploads(): string[] {
  const dir = join(t.dataDir, 'files', 'ocr', 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
}

describe('a job is enqueued in the transaction of the change that needs it', () => {
  it('CNIB batch: a failure after the enqueue leaves neither the batch nor its job', async () => {
    const batches = await count('select count(*) as n from cnib_batches');
    const jobs = await count(`select count(*) as n from pgboss.job where name = '${CNIB_BATCH_JOB}'`);
    const restore = await failEnqueueOf(CNIB_BATCH_JOB);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/services/cnib/lotes',
        headers: await t.authHeader('cliente'),
        payload: { documentos: validCpfs(3, 909) },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await count('select count(*) as n from cnib_batches')).toBe(batches);
    expect(await count(`select count(*) as n from pgboss.job where name = '${CNIB_BATCH_JOB}'`)).toBe(jobs);
    expect(onr.calls).toHaveLength(0);
  });

  it('OCR upload: a failure after the enqueue leaves no row, no job and no stored file', async () => {
    const files = storedUploads();
    const rows = await count('select count(*) as n from ocr_jobs');
    const restore = await failEnqueueOf(OCR_JOB);
    try {
      const body = multipartBody({}, { name: 'escritura.pdf', bytes: tinyPdf('Escritura', ['linha um']) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/services/ocr',
        headers: { ...(await t.authHeader('cliente')), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await count('select count(*) as n from ocr_jobs')).toBe(rows);
    expect(await count(`select count(*) as n from pgboss.job where name = '${OCR_JOB}'`)).toBe(0);
    expect(storedUploads()).toEqual(files);
  });

  it('the reconciler gives a batch left without a job one (once), and the batch finishes', async () => {
    // a batch as a crash before the outbox could leave it: items pending, no job
    const docs = validCpfs(3, 919);
    const id = await t.app.deps.db.transaction((tx) =>
      insertBatch(
        tx,
        { clientId: t.fixture.clientA.id, userId: t.fixture.users.cliente.id, total: docs.length },
        docs,
      ),
    );
    const log = { error: () => {} };
    const first = await runRepairers(moduleRepairers(t.app.deps), log);
    expect(first.cnib_batch_without_job).toBe(1);
    expect(first.job_progress_pruned).toBe(0);
    // its job is now queued or running: nothing more to repair
    expect((await runRepairers(moduleRepairers(t.app.deps), log)).cnib_batch_without_job).toBe(0);
    await vi.waitFor(
      async () => expect((await selectBatch(t.app.deps.db, id, null))?.status).toBe('concluido'),
      { timeout: 60_000, interval: 200 },
    );
    expect(onr.calls.map((c) => c.body.documento)).toEqual(docs);
  }, 120_000);
});
