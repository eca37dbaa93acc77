import { managedUserSchema, userSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// 1×1 PNG
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function put(payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/me/profile',
    headers: await t.authHeader('operador'),
    payload,
  });
}

describe('PUT /api/me/profile', () => {
  it('updates name and phone and GET /api/me shows them', async () => {
    const res = await put({ name: 'Operador Renomeado', phone: '(11) 91234-5678' });
    expect(res.statusCode).toBe(200);
    expect(data(res, userSchema)).toMatchObject({ name: 'Operador Renomeado', phone: '11912345678' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: await t.authHeader('operador') });
    expect(data(me, userSchema).name).toBe('Operador Renomeado');
  });

  it('refuses a phone without DDD with the same words as every other phone field, and changes nothing', async () => {
    const res = await put({ name: 'Nome Que Não Fica', phone: '91234' });
    expect(res.statusCode).toBe(400);
    expect(apiError(res).details?.[0]).toEqual({
      field: 'phone',
      message: 'Telefone inválido. Informe o DDD e o número, por exemplo (11) 91234-5678.',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: await t.authHeader('operador') });
    expect(data(me, userSchema).name).toBe('Operador Renomeado');
  });

  it('stores an avatar checked by content and serves it back through its link', async () => {
    const res = await put({ name: 'Operador Renomeado', avatar: `data:image/png;base64,${png}` });
    expect(res.statusCode).toBe(200);
    const url = String(data(res, userSchema).avatar_url);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
  });

  it('refuses an avatar whose bytes are not an image, whatever its declared type, and changes nothing', async () => {
    const fake = Buffer.from('%PDF-1.4 not an image').toString('base64');
    const res = await put({ name: 'Nome Que Não Fica', avatar: `data:image/png;base64,${fake}` });
    expect(res.statusCode).toBe(415);
    expect(apiError(res).details?.[0]).toEqual({
      field: 'avatar',
      message: 'Envie a foto como imagem PNG, JPEG ou WebP.',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: await t.authHeader('operador') });
    expect(data(me, userSchema).name).toBe('Operador Renomeado');
  });

  it('changes the password only with the right current password', async () => {
    const wrong = await put({
      name: 'Operador Renomeado',
      current_password: 'errada-errada',
      new_password: 'nova-senha-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(apiError(wrong).details?.[0]).toEqual({
      field: 'current_password',
      message: 'A senha atual está incorreta.',
    });
    const missing = await put({ name: 'Operador Renomeado', new_password: 'nova-senha-123' });
    expect(missing.statusCode).toBe(400);
    expect(apiError(missing).details?.[0]?.field).toBe('current_password');
    const short = await put({
      name: 'Operador Renomeado',
      current_password: TEST_PASSWORD,
      new_password: 'curta',
    });
    expect(short.statusCode).toBe(400);
    expect(apiError(short).details?.[0]).toEqual({
      field: 'new_password',
      message: 'A senha deve ter pelo menos 8 caracteres.',
    });
    const ok = await put({
      name: 'Operador Renomeado',
      current_password: TEST_PASSWORD,
      new_password: 'nova-senha-123',
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'operador@teste.dev', password: 'nova-senha-123' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('a profile change and a staff edit of the same user', () => {
  it('a staff form loaded before the user changed their own profile answers 409 and writes nothing', async () => {
    const staff = await t.authHeader('admin');
    const mine = await t.authHeader('cliente');
    const url = `/api/users/${t.fixture.users.cliente.id}`;
    const loaded = data(await t.app.inject({ method: 'GET', url, headers: staff }), managedUserSchema);

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: mine,
      payload: { name: 'Nome Escolhido Pela Pessoa' },
    });
    expect(profile.statusCode).toBe(200);

    const stale = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: {
        name: loaded.name,
        email: loaded.email,
        role: loaded.role,
        client_id: loaded.client_id,
        phone: '11987654321',
        version: loaded.version,
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(apiError(stale).code).toBe('EDICAO_CONFLITANTE');
    const now = data(await t.app.inject({ method: 'GET', url, headers: staff }), managedUserSchema);
    expect(now).toMatchObject({ name: 'Nome Escolhido Pela Pessoa', version: loaded.version + 1 });
  });
});
