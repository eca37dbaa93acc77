import { sessionTokensSchema, userSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '60' });
});
afterAll(() => t?.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('sessions', () => {
  it('GET /api/me answers 401 token_not_provided without a token and accepts both tokens of a session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(apiError(none).code).toBe('TOKEN_NOT_PROVIDED');
    const s = await t.login('operador');
    expect(data(await me(s.token), userSchema).email).toBe('operador@teste.dev');
    expect((await me(s.gpt_token)).statusCode).toBe(200);
  });

  it('rejects a tampered token', async () => {
    const s = await t.login('operador');
    const [h, p] = s.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'superadmin' }),
    ).toString('base64url');
    const res = await me(`${h}.${forged}.${s.token.split('.')[2]}`);
    expect(res.statusCode).toBe(401);
  });

  it('refresh rotates the refresh token: the new one works, the old one is refused', async () => {
    const s = await t.login('admin');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: s.refresh_token },
    });
    expect(first.statusCode).toBe(200);
    const next = data(first, sessionTokensSchema);
    expect(next.refresh_token).not.toBe(s.refresh_token);
    expect((await me(next.token)).statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: s.refresh_token },
    });
    expect(reused.statusCode).toBe(401);
    expect(apiError(reused).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('logout revokes the session server-side: its tokens and refresh token stop working', async () => {
    const s = await t.login('cliente');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(out.statusCode).toBe(200);
    for (const token of [s.token, s.gpt_token]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(apiError(res).code).toBe('TOKEN_REVOKED');
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: s.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    // another session of the same user is untouched
    expect((await me((await t.login('cliente', '10.5.5.5')).token)).statusCode).toBe(200);
  });

  it('a second API process on the same database sees the revocation (shared store, not process memory)', async () => {
    const s = await t.login('operador', '10.6.6.6');
    const { buildApp } = await import('../../app');
    const other = await buildApp({ config: t.app.deps.config, database: t.app.deps.database, logger: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${s.token}` },
    });
    const res = await other.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(res.statusCode).toBe(401);
    await other.close();
  });
});
