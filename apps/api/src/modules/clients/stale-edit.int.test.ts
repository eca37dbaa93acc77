import { clientSchema, managedUserSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.authHeader('admin') });
const put = async (who: 'admin' | 'operador', url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: await t.authHeader(who), payload });
const clientForm = (c: ReturnType<typeof clientSchema.parse>) => ({
  person_type: c.person_type,
  document: c.document,
  legal_name: c.legal_name,
  products: c.products,
  monthly_fee_cents: c.monthly_fee_cents,
  due_day: c.due_day,
  version: c.version,
});

describe('two people editing the same record at once', () => {
  it('a client: the second save, made on the version both loaded, gets 409 and changes nothing', async () => {
    const url = `/api/clients/${t.fixture.clientA.id}`;
    const loaded = data(await get(url), clientSchema); // both forms open on this version
    const [first, second] = await Promise.all([
      put('admin', url, { ...clientForm(loaded), monthly_fee_cents: 11_100 }),
      put('operador', url, { ...clientForm(loaded), legal_name: 'Nome da segunda pessoa', due_day: 20 }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(apiError(refused)).toMatchObject({
      code: 'EDICAO_CONFLITANTE',
      message: 'Este registro foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
    });
    const now = data(await get(url), clientSchema);
    expect(now.version).toBe(loaded.version + 1);
    // exactly the winner's edit is stored, nothing of the loser's
    if (first.statusCode === 200)
      expect(now).toMatchObject({ monthly_fee_cents: 11_100, legal_name: loaded.legal_name });
    else
      expect(now).toMatchObject({
        monthly_fee_cents: loaded.monthly_fee_cents,
        legal_name: 'Nome da segunda pessoa',
      });

    // after reloading, the edit goes through
    const again = await put('operador', url, { ...clientForm(now), notes: 'depois de recarregar' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a user: the same', async () => {
    const url = `/api/users/${t.fixture.users.operador.id}`;
    const loaded = data(await get(url), managedUserSchema);
    const form = {
      name: loaded.name,
      email: loaded.email,
      role: loaded.role,
      active: true,
      version: loaded.version,
    };
    const [first, second] = await Promise.all([
      put('admin', url, { ...form, name: 'Primeira Pessoa' }),
      put('admin', url, { ...form, name: 'Segunda Pessoa' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(apiError(first.statusCode === 409 ? first : second).code).toBe('EDICAO_CONFLITANTE');
    const now = data(await get(url), managedUserSchema);
    expect(now.name).toBe(first.statusCode === 200 ? 'Primeira Pessoa' : 'Segunda Pessoa');
    expect(now.version).toBe(loaded.version + 1);
  });
});
