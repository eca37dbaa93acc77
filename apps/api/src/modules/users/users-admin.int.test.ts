import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { historyEntrySchema, invitationResultSchema, managedUserSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, data, page } from '../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
type Who = 'superadmin' | 'admin' | 'operador' | 'cliente' | 'clienteB';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://siao.exemplo.com.br' });
});
afterAll(() => t?.close());

async function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  // an edit carries the version the form loaded: the current one, unless the test names another
  if (method === 'PUT' && payload && !('version' in payload))
    payload = { ...payload, version: await versionOf(url) };
  return t.app.inject({ method, url, headers: await t.authHeader(who), ...(payload ? { payload } : {}) });
}
async function versionOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.authHeader('superadmin') });
  return res.statusCode === 200 ? data(res, managedUserSchema).version : 1;
}
const userPayload = (over: Record<string, unknown> = {}) => ({
  name: 'Beatriz Nova',
  email: 'beatriz@teste.dev',
  cpf: '529.982.247-25',
  phone: '(11) 91234-5678',
  role: 'operador',
  active: true,
  ...over,
});
/** The edit form's payload for a user from the API (`client_id`) or from the fixture (`clientId`). */
const asUser = (u: {
  name: string;
  email: string;
  role: string;
  client_id?: string | null;
  clientId?: string | null;
}) => ({
  name: u.name,
  email: u.email,
  role: u.role,
  client_id: u.client_id ?? u.clientId ?? null,
  active: true,
});

/** .eml bodies are quoted-printable UTF-8: decode to read the text as the recipient would. */
function outbox(): string[] {
  const dir = `${t.dataDir}/outbox`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => {
      const raw = readFileSync(`${dir}/${f}`, 'latin1').replace(/=\r?\n/g, '');
      const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}
const tokenIn = (mail: string) =>
  /https:\/\/siao\.exemplo\.com\.br\/reset-password-token\?token=([\w-]+)/.exec(mail)?.[1];

describe('creating users', () => {
  it('the new user and its invitation commit together: a failure enqueuing the e-mail leaves no user', async () => {
    const sql = (text: string, params: unknown[] = []) => t.app.deps.database.executeSql(text, params);
    const count = async (text: string) => Number((await sql(text)).rows[0]?.n);
    const email = 'convite-perdido@teste.dev';
    // crash injection: the invitation e-mail's job cannot be enqueued (the step after the user's insert)
    await sql(`create function test_fail_mail() returns trigger language plpgsql as $$
      begin raise exception 'falha injetada ao enfileirar o e-mail'; end $$;
      create trigger test_fail_mail before insert on job_progress for each row
        when (new.queue = 'mail-send') execute function test_fail_mail();`);
    try {
      const res = await call('admin', 'POST', '/api/users', userPayload({ email, cpf: null }));
      expect(res.statusCode).toBe(500);
    } finally {
      await sql('drop trigger test_fail_mail on job_progress');
    }
    expect(await count(`select count(*) as n from users where email = '${email}'`)).toBe(0);
    expect(
      await count(
        `select count(*) as n from audit_logs where action = 'user.created' and details::text like '%${email}%'`,
      ),
    ).toBe(0);

    // the same request once the queue is back: the user and exactly one invitation
    const again = await call('admin', 'POST', '/api/users', userPayload({ email, cpf: null }));
    expect(again.statusCode, again.body).toBe(201);
    expect(data(again, managedUserSchema).invitation_pending).toBe(true);
    await vi.waitFor(() => expect(outbox().filter((m) => m.includes(`To: ${email}`))).toHaveLength(1));
  });

  it('explains invalid fields in Portuguese', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/users',
      userPayload({ email: 'x', cpf: '123', role: 'cliente' }),
    );
    expect(res.statusCode).toBe(400);
    const details = Object.fromEntries((apiError(res).details ?? []).map((d) => [d.field, d.message]));
    expect(details).toEqual({
      email: 'Informe um e-mail válido.',
      cpf: 'CPF inválido.',
      client_id: 'Selecione o cliente do usuário.',
    });
  });

  it('invites by e-mail; the link sets the password and the user can sign in', async () => {
    const res = await call('admin', 'POST', '/api/users', userPayload());
    expect(res.statusCode, res.body).toBe(201);
    const created = data(res, managedUserSchema);
    expect(created).toMatchObject({ cpf: '52998224725', phone: '11912345678', invitation_pending: true });

    // the invitation leaves through the mail-send job
    const mail = await vi.waitFor(() => {
      const found = outbox().find((m) => m.includes('To: beatriz@teste.dev'));
      expect(found).toBeDefined();
      return found;
    });
    expect(mail).toContain('Você foi convidado(a) para acessar o Sião.');
    expect(mail).toContain('válido por 7 dias');
    const token = tokenIn(mail ?? '');
    expect(token).toBeTruthy();

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password-token',
      payload: { token, password: 'senha-da-beatriz-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'beatriz@teste.dev', password: 'senha-da-beatriz-1' },
    });
    expect(login.statusCode).toBe(200);
    const after = data(await call('admin', 'GET', `/api/users/${created.id}`), managedUserSchema);
    expect(after.invitation_pending).toBe(false);
    const resend = await call('admin', 'POST', `/api/users/${created.id}/invite`);
    expect(resend.statusCode).toBe(409);
  });

  it('resending an invitation voids the previous link', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/users',
      userPayload({ email: 'carlos@teste.dev', cpf: null }),
    );
    const id = data(res, managedUserSchema).id;
    const toCarlos = (n: number) =>
      vi.waitFor(() => {
        const mails = outbox().filter((m) => m.includes('To: carlos@teste.dev'));
        expect(mails).toHaveLength(n);
        return mails[n - 1] ?? '';
      });
    const first = tokenIn(await toCarlos(1));
    const resend = await call('superadmin', 'POST', `/api/users/${id}/invite`);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(data(resend, invitationResultSchema).message).toBe('Convite enviado por e-mail.');
    const second = tokenIn(await toCarlos(2));
    const useOld = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password-token',
      payload: { token: first, password: 'senha-do-carlos-1' },
    });
    expect(useOld.statusCode).toBe(400);
    const useNew = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password-token',
      payload: { token: second, password: 'senha-do-carlos-1' },
    });
    expect(useNew.statusCode).toBe(200);
  });

  it('refuses a duplicate e-mail with 409 naming the user', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/users',
      userPayload({ email: 'ADMIN@teste.dev', cpf: null }),
    );
    expect(res.statusCode).toBe(409);
    expect(apiError(res).message).toBe('Já existe um usuário com este e-mail: Admin Teste.');
  });

  it('an admin cannot create a superadmin; a superadmin can; an operador cannot create anyone', async () => {
    const byAdmin = await call(
      'admin',
      'POST',
      '/api/users',
      userPayload({ email: 's2@teste.dev', role: 'superadmin', cpf: null }),
    );
    expect(byAdmin.statusCode).toBe(403);
    expect(apiError(byAdmin).message).toBe('Você não pode atribuir um perfil acima do seu.');
    const byOperador = await call(
      'operador',
      'POST',
      '/api/users',
      userPayload({ email: 'o2@teste.dev', cpf: null }),
    );
    expect(byOperador.statusCode).toBe(403);
    const bySuper = await call(
      'superadmin',
      'POST',
      '/api/users',
      userPayload({ email: 's2@teste.dev', role: 'superadmin', cpf: null, active: false }),
    );
    expect(bySuper.statusCode).toBe(201);
  });
});

describe('role rules on existing users', () => {
  it('an admin cannot edit a superadmin nor promote someone to superadmin', async () => {
    const superUser = t.fixture.users.superadmin;
    const edit = await call('admin', 'PUT', `/api/users/${superUser.id}`, {
      ...asUser(superUser),
      name: 'Xavier',
    });
    expect(edit.statusCode, edit.body).toBe(403);
    const op = t.fixture.users.operador;
    const promote = await call('admin', 'PUT', `/api/users/${op.id}`, {
      ...asUser(op),
      role: 'superadmin',
    });
    expect(promote.statusCode, promote.body).toBe(403);
  });

  it('nobody can demote or deactivate the last active superadmin', async () => {
    const superUser = t.fixture.users.superadmin;
    const self = asUser(superUser);
    // the only other superadmin (created above) is inactive, so this one is the last active
    const demote = await call('superadmin', 'PUT', `/api/users/${superUser.id}`, { ...self, role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(apiError(demote).message).toBe(
      'Não é possível desativar ou rebaixar o último superadministrador ativo.',
    );
    expect(
      page(await call('superadmin', 'GET', '/api/users?role=superadmin&active=true'), managedUserSchema)
        .total,
    ).toBe(1);

    const s2 = page(await call('superadmin', 'GET', '/api/users?q=s2%40teste'), managedUserSchema).data[0]!;
    expect((await call('superadmin', 'PUT', `/api/users/${s2.id}`, asUser(s2))).statusCode).toBe(200);
    // two active now: still nobody deactivates itself, but one may demote the other
    const selfOff = await call('superadmin', 'PUT', `/api/users/${superUser.id}`, { ...self, active: false });
    expect(apiError(selfOff).code).toBe('USER_SELF_CHANGE');
    const other = await call('superadmin', 'PUT', `/api/users/${s2.id}`, { ...asUser(s2), role: 'admin' });
    expect(other.statusCode).toBe(200);
  });

  it('deactivating a user ends its sessions at once', async () => {
    const session = await t.login('clienteB');
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
    const target = t.fixture.users.clienteB;
    const res = await call('admin', 'PUT', `/api/users/${target.id}`, { ...asUser(target), active: false });
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(me.statusCode).toBe(401);
    const history = page(
      await call('operador', 'GET', `/api/users/${target.id}/history`),
      historyEntrySchema,
    );
    expect(history.data[0]).toMatchObject({ action: 'user.deactivated', actor_name: 'Admin Teste' });
  });
});

describe('tenant isolation and read access', () => {
  it('a cliente reads the users of its own client only: 404 for others by id and by filter', async () => {
    const own = page(await call('cliente', 'GET', '/api/users?limit=100'), managedUserSchema);
    expect(own.data.map((u) => u.email)).toEqual(['cliente@teste.dev']);
    expect((await call('cliente', 'GET', `/api/users/${t.fixture.users.clienteB.id}`)).statusCode).toBe(404);
    expect((await call('cliente', 'GET', `/api/users/${t.fixture.users.admin.id}`)).statusCode).toBe(404);
    expect((await call('cliente', 'GET', `/api/users?client_id=${t.fixture.clientB.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('cliente', 'PUT', `/api/users/${t.fixture.users.cliente.id}`, {})).statusCode).toBe(
      403,
    );
  });

  it('staff filter users by client, role and search', async () => {
    const ofB = page(
      await call('operador', 'GET', `/api/users?client_id=${t.fixture.clientB.id}`),
      managedUserSchema,
    );
    expect(ofB.data.map((u) => u.email)).toEqual(['clienteb@teste.dev']);
    const byCpf = page(await call('operador', 'GET', '/api/users?q=529.982'), managedUserSchema);
    expect(byCpf.data.map((u) => u.email)).toEqual(['beatriz@teste.dev']);
    const sorted = page(await call('operador', 'GET', '/api/users?sort=-email&limit=2'), managedUserSchema);
    expect(sorted.data.map((u) => u.email)).toEqual(['super@teste.dev', 's2@teste.dev']);
  });

  it('keeps the fixture password working for untouched users', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'operador@teste.dev', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});
