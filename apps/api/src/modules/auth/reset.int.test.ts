import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs, passwordResetTokens } from '../../db/schema';
import { messageSchema } from '../../lib/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://siao.exemplo.com.br' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
/** the reset e-mails in the outbox (a sign-in from a new device also mails its owner) */
const outbox = () =>
  readdirSync(`${t.dataDir}/outbox`)
    .sort()
    .map((f) => readFileSync(`${t.dataDir}/outbox/${f}`, 'utf8'))
    .filter((m) => linkIn(m));
/** the outbox once the mail-send job has written its `count`th reset message */
const outboxOf = (count: number) =>
  vi.waitFor(() => {
    const mails = outbox();
    expect(mails).toHaveLength(count);
    return mails;
  });
// the .eml body is quoted-printable: undo soft line breaks and =XX escapes before reading the link
const decodeQp = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const linkIn = (mail: string) =>
  /https:\/\/siao\.exemplo\.com\.br\/reset-password-token\?token=([\w-]+)/.exec(decodeQp(mail))?.[1];

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and only mails the real account', async () => {
    const known = await post('/api/reset-password', { email: 'admin@teste.dev' });
    const unknown = await post('/api/reset-password', { email: 'ninguem@teste.dev' });
    expect(known.statusCode).toBe(200);
    expect(json(unknown, messageSchema)).toEqual(json(known, messageSchema));
    const mails = await outboxOf(1);
    expect(mails[0]).toContain('To: admin@teste.dev');
    expect(linkIn(mails[0]!)).toBeTruthy();
  });

  it('sets the new password with the token once, ends other sessions, and the token cannot be reused', async () => {
    const before = await t.login('operador');
    await post('/api/reset-password', { email: 'operador@teste.dev' });
    const token = linkIn((await outboxOf(2)).at(-1)!)!;

    const weak = await post('/api/reset-password-token', { token, password: 'operador@teste.dev' });
    expect(weak.statusCode, weak.body).toBe(400);
    expect(apiError(weak).details?.[0]).toEqual({
      field: 'password',
      message: 'A senha não pode ser igual ao e-mail.',
    });

    const done = await post('/api/reset-password-token', { token, password: 'nova-senha-forte' });
    expect(done.statusCode).toBe(200);
    const again = await post('/api/reset-password-token', { token, password: 'outra-senha-forte' });
    expect(again.statusCode).toBe(400);
    expect(apiError(again)).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'Link de redefinição inválido, expirado ou já utilizado.',
    });

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(old.statusCode).toBe(401);
    const oldPassword = await post('/api/login', { email: 'operador@teste.dev', password: TEST_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/login', {
      email: 'operador@teste.dev',
      password: 'nova-senha-forte',
    });
    expect(newPassword.statusCode).toBe(200);

    const audit = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.action, 'password.reset'));
    expect(audit).toHaveLength(1);
  });

  it('refuses an expired token (1 hour)', async () => {
    await post('/api/reset-password', { email: 'superadmin@teste.dev'.replace('superadmin', 'super') });
    const token = linkIn((await outboxOf(3)).at(-1)!)!;
    await t.app.deps.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/reset-password-token', { token, password: 'nova-senha-forte' });
    expect(res.statusCode).toBe(400);
    expect(apiError(res).code).toBe('RESET_TOKEN_INVALID');
  });
});
