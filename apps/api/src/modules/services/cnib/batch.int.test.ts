import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cnibBatchSchema, parseDocumentList } from '@siao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOnr, ONR_CPF_RECUSADO, startFakeOnr, validCpfs } from '../../../../test/fakes/fake-onr';
import { contractServicesForClientB } from '../../../../test/helpers/fixture';
import { data } from '../../../../test/helpers/json';
import { saveOnrCredentials } from '../../../../test/helpers/onr-credentials';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { multipartBody } from '../../documents/test-multipart';
import {
  claimForConsulting,
  completeBatch,
  finishItem,
  insertBatch,
  selectBatch,
  selectPendingItems,
  setBatchJob,
} from './batch-repository';
import { CNIB_BATCH_JOB, runBatch } from './batch-service';

let onr: FakeOnr;
let t: TestApp;

beforeAll(async () => {
  onr = await startFakeOnr();
  t = await createTestApp({
    SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_RATE_PER_SECOND: '1000',
    CNIB_RETRY_BACKOFF_MS: '0,0',
  });
  await contractServicesForClientB(t.app.deps.db, t.fixture);
  await saveOnrCredentials(t, onr);
});
afterAll(async () => {
  await t?.close();
  await onr?.close();
});

/**
 * A batch of the cliente whose job is queued for tomorrow: the reconciler leaves it alone (it has a job) and
 * no worker takes it, so the test plays the worker with `runBatch`.
 */
function queuedBatch(docs: string[]): Promise<string> {
  const tomorrow = new Date(Date.now() + 86_400_000);
  return t.app.deps.db.transaction(async (tx) => {
    const id = await insertBatch(
      tx,
      { clientId: t.fixture.clientA.id, userId: t.fixture.users.cliente.id, total: docs.length },
      docs,
    );
    const jobId = await t.app.deps.jobs.enqueue(
      tx,
      CNIB_BATCH_JOB,
      { batchId: id },
      { singletonKey: id, startAfter: tomorrow },
    );
    await setBatchJob(tx, id, jobId);
    return id;
  });
}

describe('CNIB batches', () => {
  it('runs a batch of 20 with a refusal in the middle to 20/20, with a summary and an export', async () => {
    const docs = validCpfs(20, 101);
    docs[10] = ONR_CPF_RECUSADO;
    const headers = await t.authHeader('cliente');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/lotes',
      headers,
      payload: { documentos: docs, finalidade: 'Escritura 77' },
    });
    expect(created.statusCode).toBe(200);
    const id = data(created, cnibBatchSchema).id;
    const batch = await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/services/cnib/lotes/${id}`, headers });
        const batch = data(res, cnibBatchSchema);
        if (batch.status !== 'concluido') throw new Error(`${batch.feitos}/${batch.total}`);
        return batch;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(batch).toMatchObject({ total: 20, feitos: 20, falhas: 1, finalidade: 'Escritura 77' });
    expect(batch.itens[10]).toMatchObject({ posicao: 11, situacao: 'erro', resultado: 'erro' });
    expect(batch.itens.filter((i) => i.resultado === 'livre')).toHaveLength(19);

    const csv = await t.app.inject({ method: 'GET', url: `/api/services/cnib/lotes/${id}/export`, headers });
    expect(csv.body.trim().split('\r\n')).toHaveLength(21);
    expect(csv.body).toContain('Indisponível: NÃO');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/services/cnib/lotes/${id}/comprovante`,
      headers,
    });
    const file = join(t.dataDir, 'lote.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const part of [
      'Comprovante de consulta à CNIB em lote',
      'operador: Cliente A',
      'falhas: 1',
      'Escritura 77',
    ])
      expect(text).toContain(part);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/services/cnib/lotes/${id}`,
      headers: await t.authHeader('clienteB'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('reads the rows of an uploaded XLSX for the same list check', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Partes');
    sheet.addRow(['CPF/CNPJ', 'Nome']);
    sheet.addRow(['529.982.247-25', 'Fulana']);
    sheet.addRow(['12ABC34501DE35', 'Empresa']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const body = multipartBody({}, { name: 'partes.xlsx', bytes });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/lotes/planilha',
      headers: { ...(await t.authHeader('cliente')), ...body.headers },
      payload: body.payload,
    });
    expect(res.json().data.texto).toBe('CPF/CNPJ;Nome\n529.982.247-25;Fulana\n12ABC34501DE35;Empresa');
    expect(parseDocumentList(res.json().data.texto)).toEqual({
      valid: ['52998224725', '12ABC34501DE35'],
      invalid: [],
    });
  });

  it('refuses a list with an invalid document before sending anything', async () => {
    const before = onr.calls.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/lotes',
      headers: await t.authHeader('cliente'),
      payload: { documentos: ['52998224725', '52998224724'] },
    });
    expect(res.statusCode).toBe(400);
    expect(onr.calls.length).toBe(before);
  });

  it('runs 500 with a refusal in the middle and resumes after the worker stops, consulting none twice', async () => {
    const docs = validCpfs(500, 202);
    docs[249] = ONR_CPF_RECUSADO;
    const id = await queuedBatch(docs);
    const before = onr.calls.length;
    const stop = new AbortController();
    await runBatch(t.app.deps, id, {
      signal: stop.signal,
      progress: async (done) => {
        if (done === 260) stop.abort(); // the process shuts down after the 260th item
      },
    });
    expect(await selectBatch(t.app.deps.db, id, null)).toMatchObject({ status: 'processando', done: 260 });
    const seen: number[] = [];
    await runBatch(t.app.deps, id, {
      signal: new AbortController().signal,
      progress: async (done) => {
        seen.push(done);
      },
    });
    expect(seen).toEqual(Array.from({ length: 240 }, (_, i) => 261 + i));
    expect(await selectBatch(t.app.deps.db, id, null)).toMatchObject({
      status: 'concluido',
      done: 500,
      failed: 1,
    });
    const consulted = onr.calls.slice(before).map((c) => c.body.documento);
    expect(consulted).toEqual(docs);
  }, 300_000);

  it('two runs of one batch at once (a job delivered twice) consult each document once', async () => {
    const docs = validCpfs(40, 404);
    const id = await queuedBatch(docs);
    const before = onr.calls.length;
    const ctx = { signal: new AbortController().signal, progress: async () => {} };
    await Promise.all([runBatch(t.app.deps, id, ctx), runBatch(t.app.deps, id, ctx)]);
    const consulted = onr.calls.slice(before).map((c) => c.body.documento);
    expect(consulted.toSorted()).toEqual(docs.toSorted());
    expect(await selectBatch(t.app.deps.db, id, null)).toMatchObject({
      status: 'concluido',
      done: 40,
      failed: 0,
    });
  }, 120_000);

  it('after a crash between the ONR call and the store, resumes without calling ONR again for that item', async () => {
    const docs = validCpfs(6, 303);
    const id = await queuedBatch(docs);
    const before = onr.calls.length;
    // the process "dies" right after ONR answers for the third document: its consultation is never stored
    await t.app.deps.database.executeSql(`create or replace function test_crash_store() returns trigger
      language plpgsql as $$ begin raise exception 'processo encerrado'; end $$;
      create trigger test_crash_store before insert on cnib_consultations for each row
        when (new.document = '${docs[2]}') execute function test_crash_store();`);
    const ctx = { signal: new AbortController().signal, progress: async () => {} };
    try {
      await expect(runBatch(t.app.deps, id, ctx)).rejects.toThrow();
    } finally {
      await t.app.deps.database.executeSql('drop trigger test_crash_store on cnib_consultations');
    }
    await runBatch(t.app.deps, id, ctx);
    const consulted = onr.calls.slice(before).map((c) => c.body.documento);
    expect(consulted).toEqual(docs);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/services/cnib/lotes/${id}`,
      headers: await t.authHeader('cliente'),
    });
    const batch = data(res, cnibBatchSchema);
    expect(batch).toMatchObject({ status: 'concluido', feitos: 6, falhas: 1 });
    expect(batch.itens.map((i) => i.situacao)).toEqual(['ok', 'ok', 'a_confirmar', 'ok', 'ok', 'ok']);
    expect(batch.itens[2]?.erro).toContain('pode ter sido registrada');
  }, 120_000);

  it('a run that ends while another run still consults an item leaves the batch in progress', async () => {
    const id = await queuedBatch(validCpfs(2, 606));
    const db = t.app.deps.db;
    const [inFlight, finished] = await selectPendingItems(db, id);
    // the other run has claimed its item and waits for ONR; this run finished the other item
    expect(await claimForConsulting(db, inFlight!.id)).toBe(true);
    const ok = { status: 'ok' as const, consultationId: null, error: null };
    await db.transaction((tx) => finishItem(tx, id, finished!.id, ok));
    await completeBatch(db, id);
    expect(await selectBatch(db, id, null)).toMatchObject({ status: 'processando', done: 1 });
    // the other run stores its item and ends: now the batch is concluded
    await db.transaction((tx) => finishItem(tx, id, inFlight!.id, ok));
    await completeBatch(db, id);
    expect(await selectBatch(db, id, null)).toMatchObject({ status: 'concluido', done: 2, failed: 0 });
  });
});

// on PostgreSQL two runs' transactions overlap (PGlite has one connection and runs them one after the other)
describe.runIf(process.env.DATABASE_URL)('CNIB batch counts on PostgreSQL', () => {
  it('two items finished in overlapping transactions are both counted', async () => {
    const id = await queuedBatch(validCpfs(2, 707));
    const db = t.app.deps.db;
    const [a, b] = await selectPendingItems(db, id);
    const ok = { status: 'ok' as const, consultationId: null, error: null };
    let finishedA!: () => void;
    const aFinished = new Promise<void>((resolve) => {
      finishedA = resolve;
    });
    let commitA!: () => void;
    const aMayCommit = new Promise<void>((resolve) => {
      commitA = resolve;
    });
    const first = db.transaction(async (tx) => {
      await finishItem(tx, id, a!.id, ok);
      finishedA();
      await aMayCommit;
    });
    await aFinished;
    // the second run finishes its item while the first run's transaction is still open: it waits for the batch row
    const second = db.transaction((tx) => finishItem(tx, id, b!.id, ok));
    await vi.waitFor(async () => {
      const { rows } = await t.app.deps.database.executeSql(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      expect(rows[0]?.n).toBe(1);
    });
    commitA();
    await Promise.all([first, second]);
    expect(await selectBatch(db, id, null)).toMatchObject({ done: 2, failed: 0 });
  });
});
