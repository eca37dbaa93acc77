import { publicConfigSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRecaptcha, startFakeRecaptcha } from '../../../test/fakes/recaptcha';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let google: FakeRecaptcha;
beforeAll(async () => {
  google = await startFakeRecaptcha('segredo-de-teste');
  t = await createTestApp({
    RECAPTCHA_SECRET: 'segredo-de-teste',
    RECAPTCHA_SITE_KEY: 'chave-publica',
    RECAPTCHA_VERIFY_URL: google.url,
    RECAPTCHA_MIN_SCORE: '0.5',
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const login = (captcha_token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '10.4.4.4',
    payload: {
      email: 'admin@teste.dev',
      password: TEST_PASSWORD,
      ...(captcha_token ? { captcha_token } : {}),
    },
  });

describe('login with reCAPTCHA v3', () => {
  it('publishes the site key for the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(data(res, publicConfigSchema).recaptcha_site_key).toBe('chave-publica');
  });

  it('verifies the token with siteverify (secret, response, remoteip) and lets a good score in', async () => {
    google.tokens.set('tok-bom', { score: 0.9, action: 'login' });
    const res = await login('tok-bom');
    expect(res.statusCode).toBe(200);
    const form = google.requests.at(-1)!;
    expect(form.get('secret')).toBe('segredo-de-teste');
    expect(form.get('response')).toBe('tok-bom');
    expect(form.get('remoteip')).toBe('10.4.4.4');
  });

  it('refuses a missing token, a low score, a wrong action and a reused token', async () => {
    expect(apiError(await login()).code).toBe('CAPTCHA_REQUIRED');
    google.tokens.set('tok-robo', { score: 0.1, action: 'login' });
    google.tokens.set('tok-acao', { score: 0.9, action: 'signup' });
    for (const token of ['tok-robo', 'tok-acao', 'tok-bom']) {
      const res = await login(token);
      expect(res.statusCode).toBe(400);
      expect(apiError(res)).toEqual({
        code: 'CAPTCHA_FAILED',
        message: 'Falha na verificação de segurança (reCAPTCHA). Tente novamente.',
      });
    }
  });
});
