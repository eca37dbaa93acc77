import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const PARTNER = 'https://parceiro.exemplo.com.br';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: PARTNER });
});
afterAll(() => t?.close());

/** What every answer carries on plain HTTP (https adds HSTS: files-served.int.test.ts). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self';connect-src 'self';worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name in SECURITY_HEADERS));

describe('security headers', () => {
  it('are the same on a public answer, an authenticated one and a 404', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/assistants', headers: await t.authHeader('cliente') }),
      await t.app.inject({ method: 'GET', url: '/api/nada-aqui' }),
      // refused by the authentication, before any route runs
      await t.app.inject({ method: 'GET', url: '/api/assistants' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 401]);
    for (const res of answers) {
      expect(securityHeadersOf(res.headers)).toEqual(SECURITY_HEADERS);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('CORS_ORIGINS', () => {
  const fromOrigin = async (origin: string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/assistants',
      headers: { origin, ...(authorization ? { authorization } : {}) },
    });

  it("lets a listed origin read an answer and the authentication's refusal; no other origin", async () => {
    const { authorization } = await t.authHeader('cliente');
    const [answer, refusal, foreign] = [
      await fromOrigin(PARTNER, authorization),
      await fromOrigin(PARTNER),
      await fromOrigin('https://intruso.example'),
    ];
    expect([answer.statusCode, refusal.statusCode, foreign.statusCode]).toEqual([200, 401, 401]);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(refusal.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
