import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cnibAlertSchema, cnibWatchSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type FakeOnr, ONR_CPF_LIVRE, startFakeOnr } from '../../../../test/fakes/fake-onr';
import { contractServicesForClientB } from '../../../../test/helpers/fixture';
import { data } from '../../../../test/helpers/json';
import { saveOnrCredentials } from '../../../../test/helpers/onr-credentials';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { runMonitoring } from './monitoring';

let onr: FakeOnr;
let t: TestApp;
const run = () =>
  runMonitoring(t.app.deps, { signal: new AbortController().signal, progress: async () => {} });
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

    await run(); // first look: the baseline, no alert
    const listed = await t.app.inject({ method: 'GET', url: '/api/services/cnib/monitoramento', headers });
    expect(data(listed, z.array(cnibWatchSchema))[0]).toMatchObject({ indisponivel: false, qtd_ordens: 0 });
    expect(outbox()).toHaveLength(0);

    onr.setOrders(ONR_CPF_LIVRE, 3);
    await run();
    await run(); // a rerun of the same day finds no new change
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
});
