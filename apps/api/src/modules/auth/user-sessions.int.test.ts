import { readdirSync, readFileSync } from 'node:fs';
import { endedSessionsSchema, type LoginResponse, userSessionSchema } from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../test/helpers/json';
import { queueDrained } from '../../../test/helpers/queue-drained';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs } from '../../db/schema';

let t: TestApp;
let other: FastifyInstance | undefined;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '600' });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(email: string, ip: string, userAgent: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as LoginResponse;
}
const bearer = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
const sid = (s: { token: string }) =>
  JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()).sid as string;
const me = (s: { token: string }, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/me', headers: bearer(s) });
const list = async (s: { token: string }) =>
  data(
    await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: bearer(s) }),
    z.array(userSessionSchema),
  );
const end = (s: { token: string }, id: string, app = t.app) =>
  app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: bearer(s) });
const endOthers = (s: { token: string }, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/me/sessions/end-others', headers: bearer(s) });
const refresh = (s: { refresh_token: string }) =>
  t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: s.refresh_token } });
const audits = (action: string, entityId: string) =>
  t.app.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId)));

describe('Meu perfil › Sessões', () => {
  it('lists only the caller’s live sessions, with device, IP, no city, and marks the current one', async () => {
    const a = await signIn('operador@teste.dev', '10.30.0.1', CHROME_WINDOWS);
    const b = await signIn('operador@teste.dev', '10.31.0.1', FIREFOX_LINUX);
    const someoneElse = await signIn('admin@teste.dev', '10.30.0.2', CHROME_WINDOWS);
    const sessions = await list(a);
    const ids = sessions.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([sid(a), sid(b)]));
    expect(ids).not.toContain(sid(someoneElse));
    expect(sessions.filter((s) => s.current).map((s) => s.id)).toEqual([sid(a)]);
    expect(sessions.find((s) => s.id === sid(b))).toMatchObject({
      device: 'Firefox no Linux',
      browser: 'Firefox',
      os: 'Linux',
      ip: '10.31.0.1',
      city: null,
      current: false,
    });
    // an ended session leaves the list
    expect((await end(a, sid(b))).statusCode).toBe(200);
    expect((await list(a)).map((s) => s.id)).not.toContain(sid(b));
  });

  it('"Encerrar" refuses that session’s access token and refresh token at once, and is audited', async () => {
    const mine = await signIn('cliente@teste.dev', '10.32.0.1', CHROME_WINDOWS);
    const lost = await signIn('cliente@teste.dev', '10.33.0.1', SAFARI_IPHONE);
    expect((await me(lost)).statusCode).toBe(200);
    expect((await end(mine, sid(lost))).statusCode).toBe(200);
    const refused = await me(lost);
    expect(refused.statusCode).toBe(401);
    expect(apiError(refused).code).toBe('TOKEN_REVOKED');
    expect(apiError(await refresh(lost)).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await me(mine)).statusCode).toBe(200);
    const [entry] = await audits('session.ended', sid(lost));
    expect(entry).toMatchObject({ actorId: t.fixture.users.cliente.id, details: { current: false } });
    // ended already: 404, nothing more recorded
    expect(apiError(await end(mine, sid(lost))).code).toBe('SESSION_NOT_FOUND');
  });

  it('cannot end another user’s session (404, and that session keeps working)', async () => {
    const mine = await signIn('cliente@teste.dev', '10.32.0.1', CHROME_WINDOWS);
    const theirs = await signIn('clienteb@teste.dev', '10.34.0.1', CHROME_WINDOWS);
    const res = await end(mine, sid(theirs));
    expect(res.statusCode).toBe(404);
    expect(apiError(res)).toEqual({
      code: 'SESSION_NOT_FOUND',
      message: 'Sessão não encontrada ou já encerrada.',
    });
    expect((await me(theirs)).statusCode).toBe(200);
    expect(await audits('session.ended', sid(theirs))).toEqual([]);
  });

  it('"Encerrar todas as outras" ends every other session and keeps the current one', async () => {
    const current = await signIn('admin@teste.dev', '10.30.0.2', CHROME_WINDOWS);
    const others = [
      await signIn('admin@teste.dev', '10.35.0.1', FIREFOX_LINUX),
      await signIn('admin@teste.dev', '10.36.0.1', SAFARI_IPHONE),
    ];
    const res = await endOthers(current);
    expect(res.statusCode).toBe(200);
    // the two above and the one of the first test
    expect(data(res, endedSessionsSchema).ended).toBe(3);
    expect((await me(current)).statusCode).toBe(200);
    for (const s of others) {
      expect(apiError(await me(s)).code).toBe('TOKEN_REVOKED');
      expect((await refresh(s)).statusCode).toBe(401);
    }
    expect((await list(current)).map((s) => s.id)).toEqual([sid(current)]);
    const [entry] = await audits('session.ended_others', t.fixture.users.admin.id);
    expect(entry?.details).toEqual({ sessions: expect.arrayContaining(others.map(sid)) });
  });

  it('changing the password ends the other sessions, not the one that changed it', async () => {
    const current = await signIn('super@teste.dev', '10.37.0.1', CHROME_WINDOWS);
    const elsewhere = await signIn('super@teste.dev', '10.38.0.1', FIREFOX_LINUX);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: bearer(current),
      payload: { name: 'Super Teste', current_password: TEST_PASSWORD, new_password: 'outra-senha-456' },
    });
    expect(res.statusCode).toBe(200);
    expect(apiError(await me(elsewhere)).code).toBe('TOKEN_REVOKED');
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    const [entry] = await audits('password.changed', t.fixture.users.superadmin.id);
    expect(entry?.details).toEqual({ ended_sessions: [sid(elsewhere)] });
  });
});

describe('new-device e-mail', () => {
  const mailsTo = (email: string) => {
    const outbox = `${t.dataDir}/outbox`;
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {}
    // the .eml body is quoted-printable: undo soft line breaks and =XX escapes before reading it
    return files
      .map((f) =>
        readFileSync(`${outbox}/${f}`, 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      )
      .filter((m) => m.includes(`To: ${email}`) && m.includes('Dispositivo: '));
  };

  it('is sent once for a device the user never used, not again from the same device, not on the first sign-in', async () => {
    const email = 'clienteb@teste.dev';
    // the earlier test signed clienteB in once (Chrome on Windows, 10.34.0.x): that device is known
    await signIn(email, '10.34.0.9', CHROME_WINDOWS);
    await queueDrained(t, 'mail-send');
    expect(mailsTo(email)).toHaveLength(0);
    await signIn(email, '10.40.7.1', FIREFOX_LINUX);
    await queueDrained(t, 'mail-send');
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Firefox no Linux');
    expect(mails[0]).toContain('10.40.7.1');
    // the same browser and network (another address in the same /24, a newer version): known now
    await signIn(email, '10.40.7.200', FIREFOX_LINUX.replaceAll('133.0', '134.0'));
    await queueDrained(t, 'mail-send');
    expect(mailsTo(email)).toHaveLength(1);
    // the same browser from another network is a new device
    await signIn(email, '10.41.0.1', FIREFOX_LINUX);
    await queueDrained(t, 'mail-send');
    expect(mailsTo(email)).toHaveLength(2);
  });
});

describe('several API processes on one database', () => {
  it('a session ended on one instance is refused on the other at its next request', async () => {
    const { buildApp } = await import('../../app');
    other = await buildApp({ config: t.app.deps.config, database: t.app.deps.database, logger: false });
    await other.ready();
    const keeper = await signIn('operador@teste.dev', '10.50.0.1', CHROME_WINDOWS);
    const victims = [
      await signIn('operador@teste.dev', '10.51.0.1', FIREFOX_LINUX),
      await signIn('operador@teste.dev', '10.52.0.1', SAFARI_IPHONE),
      await signIn('operador@teste.dev', '10.53.0.1', SAFARI_IPHONE),
    ];
    // the other instance has seen them live (its per-process "known session" memory is warm)
    for (const s of [keeper, ...victims]) expect((await me(s, other)).statusCode).toBe(200);
    expect((await end(keeper, sid(victims[0]!))).statusCode).toBe(200);
    expect(apiError(await me(victims[0]!, other)).code).toBe('TOKEN_REVOKED');
    expect((await me(victims[1]!, other)).statusCode).toBe(200);
    // "Encerrar todas as outras" on the second instance, seen by the first
    expect((await endOthers(keeper, other)).statusCode).toBe(200);
    for (const s of victims.slice(1)) expect(apiError(await me(s)).code).toBe('TOKEN_REVOKED');
    expect((await me(keeper)).statusCode).toBe(200);
    expect((await me(keeper, other)).statusCode).toBe(200);
  });
});
