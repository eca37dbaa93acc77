import { type Client, clientSchema, historyEntrySchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data, page } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let client: Client;
type Who = 'superadmin' | 'admin' | 'operador' | 'cliente';

const payload = (over: Partial<Record<string, unknown>> = {}) => ({
  person_type: 'pj',
  document: '11.444.777/0001-61',
  legal_name: 'Registro de Imóveis de Goiânia',
  address: { city: 'Goiânia', uf: 'GO' },
  products: ['siaoseg'],
  monthly_fee_cents: 50_000,
  due_day: 10,
  ...over,
});

async function call(who: Who, method: 'PUT' | 'DELETE' | 'GET', url: string, body?: object) {
  // an edit carries the version the form loaded: the current one, unless the test names another
  if (method === 'PUT' && body && !('version' in body)) body = { ...body, version: await versionOf(url) };
  return t.app.inject({ method, url, headers: await t.authHeader(who), ...(body ? { payload: body } : {}) });
}
async function versionOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.authHeader('superadmin') });
  return res.statusCode === 200 ? data(res, clientSchema).version : 1;
}

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: await t.authHeader('operador'),
    payload: payload(),
  });
  client = data(res, clientSchema);
});
afterAll(() => t?.close());

describe('editing a client', () => {
  it('lets an operador change the data and records what changed', async () => {
    const res = await call(
      'operador',
      'PUT',
      `/api/clients/${client.id}`,
      payload({ monthly_fee_cents: 65_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res, clientSchema).monthly_fee_cents).toBe(65_000);
    const history = page(await call('admin', 'GET', `/api/clients/${client.id}/history`), historyEntrySchema);
    const [latest] = history.data;
    expect(latest).toMatchObject({
      action: 'client.updated',
      actor_name: 'Operador Teste',
      details: { changes: { monthlyFeeCents: { from: 50_000, to: 65_000 } } },
    });
    expect(history.data.map((h) => h.action)).toEqual(['client.updated', 'client.created']);
  });

  it('does not let an operador deactivate; an admin can', async () => {
    const refused = await call(
      'operador',
      'PUT',
      `/api/clients/${client.id}`,
      payload({ status: 'inativo' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(apiError(refused).message).toBe('Apenas administradores podem desativar clientes.');
    const done = await call('admin', 'PUT', `/api/clients/${client.id}`, payload({ status: 'inativo' }));
    expect(data(done, clientSchema).status).toBe('inativo');
    const history = page(
      await call('operador', 'GET', `/api/clients/${client.id}/history`),
      historyEntrySchema,
    );
    expect(history.data[0]?.action).toBe('client.deactivated');
    expect(history.total).toBe(3);
  });

  it('refuses a document that belongs to another client', async () => {
    const res = await call(
      'operador',
      'PUT',
      `/api/clients/${client.id}`,
      payload({ document: '11222333000181' }),
    );
    expect(res.statusCode).toBe(409);
    expect(apiError(res).message).toBe('Já existe um cliente com este CPF/CNPJ: Cartório A Ltda.');
  });

  it('is refused to a cliente even on its own client, and 404s on unknown ids', async () => {
    const own = await call('cliente', 'PUT', `/api/clients/${t.fixture.clientA.id}`, payload());
    expect(own.statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/clients/nao-existe')).statusCode).toBe(404);
    expect((await call('cliente', 'GET', `/api/clients/${t.fixture.clientB.id}/history`)).statusCode).toBe(
      403,
    );
  });
});

describe('deleting a client', () => {
  it('is refused when users belong to it (deactivate instead)', async () => {
    const res = await call('admin', 'DELETE', `/api/clients/${t.fixture.clientA.id}`);
    expect(res.statusCode).toBe(409);
    expect(apiError(res).code).toBe('CLIENT_HAS_RECORDS');
    expect((await call('admin', 'GET', `/api/clients/${t.fixture.clientA.id}`)).statusCode).toBe(200);
  });

  it('removes a client nothing refers to, and keeps its audit trail', async () => {
    expect((await call('operador', 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(403);
    expect((await call('superadmin', 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/clients/${client.id}`)).statusCode).toBe(404);
    const { auditLogs } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const rows = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.clientId, client.id));
    expect(rows.map((r) => r.action)).toContain('client.deleted');
  });
});
