import { clientSchema, managedUserSchema, userSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from '../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
let headers: { authorization: string };
let operador: { authorization: string };
const sql = (text: string, params: unknown[] = []) => t.app.deps.database.executeSql(text, params);
const count = async (text: string, params: unknown[] = []) => (await sql(text, params)).rows[0]!.n as number;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeader('admin');
  operador = await t.authHeader('operador'); // signed in before sign-ins start failing
  // crash injection: from now on every audit insert fails, as a full disk or a lost connection would
  await sql(`create function audit_insert_fails() returns trigger language plpgsql as $$
    begin raise exception 'auditoria indisponível (teste)'; end $$`);
  await sql(`create trigger audit_insert_fails before insert on audit_logs
    for each row execute function audit_insert_fails()`);
});
afterAll(() => t?.close());

describe('a change whose audit entry cannot be written does not happen', () => {
  it('clients: create and edit', async () => {
    const before = await count(`select count(*)::int as n from clients`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers,
      payload: { person_type: 'pj', document: '11.444.777/0001-61', legal_name: 'Cartório Sem Registro' },
    });
    expect(created.statusCode).toBe(500);
    expect(await count(`select count(*)::int as n from clients`)).toBe(before);

    const url = `/api/clients/${t.fixture.clientA.id}`;
    const loaded = data(await t.app.inject({ method: 'GET', url, headers }), clientSchema);
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        person_type: loaded.person_type,
        document: loaded.document,
        legal_name: 'Nome que não fica',
        products: loaded.products,
        version: loaded.version,
      },
    });
    expect(edited.statusCode).toBe(500);
    const after = data(await t.app.inject({ method: 'GET', url, headers }), clientSchema);
    expect(after).toMatchObject({ legal_name: loaded.legal_name, version: loaded.version });
  });

  it('users: create and edit', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: {
        name: 'Sem Registro',
        email: 'sem-registro@teste.dev',
        role: 'operador',
        send_invite: false,
      },
    });
    expect(created.statusCode).toBe(500);
    expect(await count(`select count(*)::int as n from users where email = 'sem-registro@teste.dev'`)).toBe(
      0,
    );

    const url = `/api/users/${t.fixture.users.operador.id}`;
    const loaded = data(await t.app.inject({ method: 'GET', url, headers }), managedUserSchema);
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name: 'Nome Que Não Fica', email: loaded.email, role: loaded.role, version: loaded.version },
    });
    expect(edited.statusCode).toBe(500);
    expect(data(await t.app.inject({ method: 'GET', url, headers }), managedUserSchema).name).toBe(
      loaded.name,
    );
  });

  it('profile and sign-in', async () => {
    const mine = operador;
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: mine,
      payload: { name: 'Perfil Que Não Fica' },
    });
    expect(profile.statusCode).toBe(500);
    const me = data(await t.app.inject({ method: 'GET', url: '/api/me', headers: mine }), userSchema);
    expect(me.name).toBe(t.fixture.users.operador.name);

    const sessions = await count(`select count(*)::int as n from sessions where user_id = $1`, [
      t.fixture.users.cliente.id,
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.7.7.7',
      payload: { email: t.fixture.users.cliente.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(500);
    expect(
      await count(`select count(*)::int as n from sessions where user_id = $1`, [t.fixture.users.cliente.id]),
    ).toBe(sessions);
  });
});
