import { loginResponseSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_IP: '8' });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, ip = '10.1.1.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });

describe('POST /api/login', () => {
  it('returns the back-office token, the gpt_token and the user', async () => {
    const res = await post('/api/login', { email: 'ADMIN@teste.dev ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const session = data(res, loginResponseSchema);
    expect(session.user).toMatchObject({ email: 'admin@teste.dev', role: 'admin', name: 'Admin Teste' });
    expect(res.body).not.toMatch(/password_?hash/i); // the raw answer, before the schema drops unknown keys
    expect(session.token).not.toEqual(session.gpt_token);
    const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(payloadOf(session.token).aud).toBe('siao-backoffice');
    expect(payloadOf(session.gpt_token).aud).toBe('siao-ai');
    expect(session.refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a wrong password with the Portuguese message and audits it', async () => {
    const res = await post('/api/login', { email: 'operador@teste.dev', password: 'errada-123' }, '10.1.1.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await post(
      '/api/login',
      { email: 'ninguem@teste.dev', password: 'qualquer-123' },
      '10.1.1.3',
    );
    expect(res.statusCode).toBe(401);
    expect(apiError(res).code).toBe('INVALID_CREDENTIALS');
  });

  it('validates the body in Portuguese and names the field', async () => {
    const res = await post('/api/login', { email: 'nao-e-email', password: '' }, '10.1.1.4');
    expect(res.statusCode).toBe(400);
    const error = apiError(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.details ?? []).map((d) => d.field).sort()).toEqual(['email', 'password']);
    expect(JSON.stringify(error)).toContain('Informe um e-mail válido.');
  });

  it('locks the account after repeated failures, e-mails the owner and refuses even the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await post(
        '/api/login',
        { email: 'cliente@teste.dev', password: `errada-${i}xx` },
        `10.2.0.${i}`,
      );
      expect(r.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/login',
      { email: 'cliente@teste.dev', password: TEST_PASSWORD },
      '10.2.0.9',
    );
    expect(locked.statusCode).toBe(429);
    expect(apiError(locked).code).toBe('ACCOUNT_LOCKED');
    expect(apiError(locked).message).toMatch(/Tente novamente em \d+ segundos\./);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    const { readdirSync, readFileSync } = await import('node:fs');
    const outbox = `${t.dataDir}/outbox`;
    // the warning leaves through the mail-send job
    await vi.waitFor(() => {
      const mails = readdirSync(outbox).map((f) => readFileSync(`${outbox}/${f}`, 'utf8'));
      expect(mails.some((m) => m.includes('To: cliente@teste.dev') && m.includes('bloqueado'))).toBe(true);
    });
  });

  it('throttles one IP after the configured number of attempts, with the retry time', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < 8; i++)
      await post('/api/login', { email: `x${i}@teste.dev`, password: 'qualquer-123' }, ip);
    const res = await post('/api/login', { email: 'admin@teste.dev', password: TEST_PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
    expect(apiError(res)).toMatchObject({ code: 'LOGIN_THROTTLED' });
    expect(apiError(res).message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
    // another IP is not affected
    expect(
      (await post('/api/login', { email: 'admin@teste.dev', password: TEST_PASSWORD }, '10.3.3.4'))
        .statusCode,
    ).toBe(200);
  });
});
