import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cnibAlertSchema, cnibWatchSchema, saoPauloInstant, saoPauloToday } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type FakeOnr, ONR_CPF_LIVRE, startFakeOnr, validCpfs } from '../../../../test/fakes/fake-onr';
import { contractServicesForClientB } from '../../../../test/helpers/fixture';
import { data } from '../../../../test/helpers/json';
import { saveOnrCredentials } from '../../../../test/helpers/onr-credentials';
import { queueDrained } from '../../../../test/helpers/queue-drained';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { cnibWatches, users } from '../../../db/schema';
import { CNIB_MONITORING_CHUNK_JOB, cnibMonitoringRepairer, startMonitoring } from './monitoring';

let onr: FakeOnr;
let t: TestApp;
/** the daily job of São Paulo day `day` (noon there), through the queue, until its last chunk */
const run = async (day: string) => {
  await startMonitoring(t.app.deps, saoPauloInstant(`${day} 12:00`));
  await queueDrained(t, CNIB_MONITORING_CHUNK_JOB);
};
const sql = (text: string, params: unknown[] = []) => t.app.deps.database.executeSql(text, params);
const consulted = () => onr.calls.map((c) => c.body.documento as string);
const outbox = () => {
  const dir = join(t.dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')) : [];
};

beforeAll(async () => {
  onr = await startFakeOnr();
  t = await createTestApp({
    SERVICES_ENCRYPTION_KEY: 'e5'.repeat(32),
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_RATE_PER_SECOND: '1000',
    CNIB_MONITORING_CHUNK: '2', // a run of a few documents already spans several chunk jobs
  });
  await contractServicesForClientB(t.app.deps.db, t.fixture);
  await saveOnrCredentials(t, onr);
});
afterAll(async () => {
  await t?.close();
  await onr?.close();
});

describe('CNIB monitoring', () => {
  it('re-consults watched documents and alerts once, by e-mail too, when the answer changes', async () => {
    const headers = await t.authHeader('cliente');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/monitoramento',
      headers,
      payload: { documento: '529.982.247-25' },
    });
    expect(data(added, z.array(cnibWatchSchema))).toMatchObject([
      { documento: ONR_CPF_LIVRE, usuario_nome: 'Cliente A', indisponivel: null },
    ]);

    await run('2026-11-02'); // first look: the baseline, no alert
    const listed = await t.app.inject({ method: 'GET', url: '/api/services/cnib/monitoramento', headers });
    expect(data(listed, z.array(cnibWatchSchema))[0]).toMatchObject({ indisponivel: false, qtd_ordens: 0 });
    expect(outbox()).toHaveLength(0);

    onr.setOrders(ONR_CPF_LIVRE, 3);
    await run('2026-11-03');
    const calls = onr.calls.length;
    await run('2026-11-03'); // a rerun of the same day consults nothing again
    expect(onr.calls).toHaveLength(calls);
    await run('2026-11-04'); // the next day finds no new change
    const alerts = await t.app.inject({ method: 'GET', url: '/api/services/cnib/alertas', headers });
    expect(data(alerts, z.array(cnibAlertSchema))).toEqual([
      expect.objectContaining({ mensagem: 'CPF 529.982.247-25: indisponível NÃO → SIM, ordens 0 → 3.' }),
    ]);
    // e-mail goes out through the mail-send job
    await vi.waitFor(() => expect(outbox()).toHaveLength(1), { timeout: 15_000 });
    expect(outbox()).toHaveLength(1);
    expect(outbox()[0]).toContain('cliente@teste.dev');

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/services/cnib/alertas',
      headers: await t.authHeader('clienteB'),
    });
    expect(data(other, z.array(cnibAlertSchema))).toEqual([]); // client A's alerts stay with client A
    const id = data(listed, z.array(cnibWatchSchema))[0]!.id;
    const removeOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/cnib/monitoramento/${id}`,
      headers: await t.authHeader('clienteB'),
    });
    expect(removeOther.statusCode).toBe(404);
  });

  it('resumes a run stopped by an ONR outage at the document where it stopped, consulting none twice', async () => {
    const docs = validCpfs(5, 71);
    await t.app.deps.db.insert(cnibWatches).values(
      docs.map((document) => ({
        clientId: t.fixture.clientA.id,
        document,
        userId: t.fixture.users.cliente.id,
      })),
    );
    const { rows } = await sql(`select count(distinct document)::int as n from cnib_watches`);
    const watched = rows[0]!.n as number; // the five above and the first test's document
    const before = onr.calls.length;

    onr.failAfter(3); // ONR goes down after three answers, in the second chunk
    await startMonitoring(t.app.deps, saoPauloInstant('2026-11-10 12:00'));
    await vi.waitFor(
      async () => {
        const { rows } = await sql(`select state from pgboss.job where name = $1 and state < 'completed'`, [
          CNIB_MONITORING_CHUNK_JOB,
        ]);
        expect(rows).toEqual([{ state: 'retry' }]);
      },
      { timeout: 15_000, interval: 20 },
    );
    const beforeOutage = consulted().slice(before, before + 3);
    expect(onr.calls.length - before).toBe(4); // three answers, then the failed call

    onr.failNext(0); // ONR is back; the retry's backoff elapses
    await sql(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [
      CNIB_MONITORING_CHUNK_JOB,
    ]);
    await queueDrained(t, CNIB_MONITORING_CHUNK_JOB);

    const afterOutage = consulted().slice(before + 4);
    expect(afterOutage).toHaveLength(watched - 3); // the rest, from the document that failed on
    expect(afterOutage.filter((d) => beforeOutage.includes(d))).toEqual([]);
    expect(new Set([...beforeOutage, ...afterOutage]).size).toBe(watched);
    const run = await sql(
      `select done, finished_at is not null as finished from cnib_monitoring_runs where day = '2026-11-10'`,
    );
    expect(run.rows).toEqual([{ done: watched, finished: true }]);
  });

  it('a document whose call was on its way when the process stopped is not sent to ONR again', async () => {
    const firstTarget = async () =>
      (await sql(`select client_id, document from cnib_watches order by client_id, document limit 1`))
        .rows[0] as { client_id: string; document: string };
    const { client_id: clientId, document } = await firstTarget();
    const { rows } = await sql(`select count(distinct (client_id, document))::int as n from cnib_watches`);
    const watched = rows[0]!.n as number;

    // the mark is committed before the call leaves: seen while ONR is still answering
    onr.slowNext(1, 1_500);
    await startMonitoring(t.app.deps, saoPauloInstant('2026-11-14 12:00'));
    await vi.waitFor(
      async () => {
        const run = await sql(`select in_flight_document from cnib_monitoring_runs where day = '2026-11-14'`);
        expect(run.rows).toEqual([{ in_flight_document: document }]);
      },
      { timeout: 15_000, interval: 10 },
    );
    await queueDrained(t, CNIB_MONITORING_CHUNK_JOB);
    const cleared = await sql(`select in_flight_document from cnib_monitoring_runs where day = '2026-11-14'`);
    expect(cleared.rows).toEqual([{ in_flight_document: null }]);

    // what a process killed during that call leaves: the mark, no result, the cursor before the document
    await sql(
      `insert into cnib_monitoring_runs (day, in_flight_client_id, in_flight_document) values ('2026-11-15', $1, $2)`,
      [clientId, document],
    );
    const before = onr.calls.length;
    await run('2026-11-15');
    const resumed = consulted().slice(before);
    expect(resumed).not.toContain(document);
    expect(resumed).toHaveLength(watched - 1);
    const stored = await sql(
      `select status, error from cnib_consultations where document = $1 and created_at > now() - interval '1 minute'
       order by created_at desc limit 1`,
      [document],
    );
    expect(stored.rows[0]).toMatchObject({ status: 'erro' });
    expect(String(stored.rows[0]!.error)).toContain(
      'A ONR não confirmou a consulta (processamento interrompido)',
    );
    const runRow = await sql(
      `select done, finished_at is not null as finished, in_flight_document from cnib_monitoring_runs where day = '2026-11-15'`,
    );
    expect(runRow.rows).toEqual([{ done: watched, finished: true, in_flight_document: null }]);
  });

  it('e-mails each watcher of a changed document on their own, once', async () => {
    const [document] = validCpfs(1, 83) as [string];
    const others = await t.app.deps.db
      .insert(users)
      .values([
        {
          role: 'cliente',
          name: 'Escrevente Um',
          email: 'escrevente1@teste.dev',
          clientId: t.fixture.clientA.id,
        },
        {
          role: 'cliente',
          name: 'Escrevente Dois',
          email: 'escrevente2@teste.dev',
          clientId: t.fixture.clientA.id,
        },
      ])
      .returning();
    await t.app.deps.db.insert(cnibWatches).values(
      [t.fixture.users.cliente, ...others].map((u) => ({
        clientId: t.fixture.clientA.id,
        document,
        userId: u.id,
      })),
    );
    await run('2026-11-20'); // baseline
    onr.setOrders(document, 1);
    await run('2026-11-21');
    await queueDrained(t, 'mail-send');

    const label = `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`;
    const sent = outbox().filter((m) => m.includes(label));
    const recipients = sent.map((m) => /^To: (.*)$/m.exec(m)?.[1]);
    expect(recipients.sort()).toEqual([
      'cliente@teste.dev',
      'escrevente1@teste.dev',
      'escrevente2@teste.dev',
    ]);
  });

  it("the reconciler restarts today's run when its chunk job was lost", async () => {
    const today = saoPauloToday();
    await sql(`insert into cnib_monitoring_runs (day) values ($1)`, [today]); // a run whose job never made it
    const repair = cnibMonitoringRepairer(t.app.deps);
    expect(await repair.repair()).toBe(1);
    expect(await repair.repair()).toBe(0); // its job is open now: nothing more to repair
    await queueDrained(t, CNIB_MONITORING_CHUNK_JOB);
    const { rows } = await sql(
      `select finished_at is not null as finished from cnib_monitoring_runs where day = $1`,
      [today],
    );
    expect(rows).toEqual([{ finished: true }]);
    expect(await repair.repair()).toBe(0);
  });
});
