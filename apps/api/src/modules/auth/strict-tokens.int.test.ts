import { randomUUID } from 'node:crypto';
import { sessionTokensSchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs } from '../../db/schema';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
});
afterAll(() => t?.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token } });

/** A token signed with the real secret (what a leaked secret or a forgotten signer could produce). */
function forge(claims: Record<string, unknown>, withExp = true) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('siao')
    .setAudience('siao-backoffice')
    .setIssuedAt();
  if (withExp) jwt.setExpirationTime('10m');
  return jwt.sign(new TextEncoder().encode(SECRET));
}

describe('strict access tokens', () => {
  it('a correctly signed token of a real session is accepted (control)', async () => {
    const s = await t.login('admin');
    const payload = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    expect(
      (await me(await forge({ sub: payload.sub, role: 'admin', cid: null, sid: payload.sid }))).statusCode,
    ).toBe(200);
  });

  it('refuses a correctly signed token whose session id is unknown, or missing', async () => {
    const sub = t.fixture.users.admin.id;
    for (const sid of [randomUUID(), 'nao-e-uuid', undefined]) {
      const res = await me(await forge({ sub, role: 'admin', cid: null, ...(sid ? { sid } : {}) }));
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a correctly signed token without exp', async () => {
    const s = await t.login('admin', '10.7.0.2');
    const payload = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    const res = await me(
      await forge({ sub: payload.sub, role: 'admin', cid: null, sid: payload.sid }, false),
    );
    expect(res.statusCode).toBe(401);
    expect(apiError(res).code).toBe('UNAUTHENTICATED');
  });
});

describe('refresh-token reuse', () => {
  it('ends the whole session: the newer refresh token and every access token stop working, and it is audited', async () => {
    const s = await t.login('operador', '10.7.0.3');
    const rotated = data(await refresh(s.refresh_token), sessionTokensSchema);
    expect((await me(rotated.token)).statusCode).toBe(200);

    const reused = await refresh(s.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(apiError(reused).code).toBe('INVALID_REFRESH_TOKEN');

    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    for (const token of [s.token, s.gpt_token, rotated.token]) expect((await me(token)).statusCode).toBe(401);
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'session.refresh_reuse'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'session', actorId: t.fixture.users.operador.id });
  });

  it('a second process sees the ended session (shared revocation store)', async () => {
    const s = await t.login('cliente', '10.7.0.4');
    const { buildApp } = await import('../../app');
    const other = await buildApp({ config: t.app.deps.config, database: t.app.deps.database, logger: false });
    try {
      expect(
        (
          await other.inject({
            method: 'GET',
            url: '/api/me',
            headers: { authorization: `Bearer ${s.token}` },
          })
        ).statusCode,
      ).toBe(200);
      const rotated = data(await refresh(s.refresh_token), sessionTokensSchema);
      await refresh(s.refresh_token);
      const res = await other.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${rotated.token}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
