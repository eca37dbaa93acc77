import { loginResponseSchema, userSessionSchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { auditLogs } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '3' });
});
afterAll(() => t?.close());

const failLogin = (app: FastifyInstance, remoteAddress: string, email: string, forwarded?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    payload: { email, password: 'errada-123' },
  });

const auditIpsOf = async (email: string) =>
  (
    await t.app.deps.db.select({ ip: auditLogs.ip }).from(auditLogs).where(eq(auditLogs.actorEmail, email))
  ).map((r) => r.ip);

/** Another API process on the same database, configured with this TRUST_PROXY (and more settings). */
async function withTrustProxy(
  value: string,
  run: (app: FastifyInstance) => Promise<void>,
  more: Record<string, string> = {},
) {
  const { TRUST_PROXY, GEO_CITY_HEADER } = loadConfig({ TRUST_PROXY: value, ...more });
  const config = { ...t.app.deps.config, TRUST_PROXY, GEO_CITY_HEADER };
  const app = await buildApp({ config, database: t.app.deps.database, logger: false });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY unset (the default)', () => {
  it('X-Forwarded-For does not escape the per-IP login throttle', async () => {
    for (let i = 0; i < 3; i++)
      expect((await failLogin(t.app, '10.5.5.5', 'x@teste.dev')).statusCode).toBe(401);
    for (const fresh of ['203.0.113.1', '203.0.113.2', '198.51.100.7']) {
      const res = await failLogin(t.app, '10.5.5.5', 'x@teste.dev', fresh);
      expect(apiError(res).code).toBe('LOGIN_THROTTLED');
    }
  });

  it('the audit log records the socket address, not the forwarded one', async () => {
    await failLogin(t.app, '10.6.6.6', 'forjado@teste.dev', '203.0.113.50');
    expect(await auditIpsOf('forjado@teste.dev')).toEqual(['10.6.6.6']);
  });
});

describe('TRUST_PROXY set', () => {
  it('as addresses/CIDRs: X-Forwarded-For counts only when the socket is a trusted proxy', async () => {
    await withTrustProxy('127.0.0.1, 10.8.0.0/16', async (app) => {
      await failLogin(app, '10.8.1.1', 'via-proxy@teste.dev', '203.0.113.9');
      await failLogin(app, '10.9.1.1', 'direto@teste.dev', '203.0.113.9');
    });
    expect(await auditIpsOf('via-proxy@teste.dev')).toEqual(['203.0.113.9']);
    expect(await auditIpsOf('direto@teste.dev')).toEqual(['10.9.1.1']);
  });

  it('as a hop count: trusts only that many nearest hops', async () => {
    await withTrustProxy('1', async (app) => {
      await failLogin(app, '10.8.1.1', 'um-salto@teste.dev', '1.2.3.4, 203.0.113.77');
    });
    expect(await auditIpsOf('um-salto@teste.dev')).toEqual(['203.0.113.77']);
  });

  it('refuses a value that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('GEO_CITY_HEADER: the city of a session, named by the trusted proxy', () => {
  /** Signs in through `app` and answers the city "Meu perfil › Sessões" shows for that session. */
  let n = 20;
  async function cityOfSignIn(app: FastifyInstance, proxy: string, headers: Record<string, string>) {
    // each sign-in from its own address (the per-IP throttle of this file's app is low)
    const remoteAddress = proxy.replace(/\.\d+$/, `.${n}`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${n++}`, ...headers },
      payload: { email: 'operador@teste.dev', password: TEST_PASSWORD },
    });
    const { token } = data(login, loginResponseSchema);
    const res = await app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: { authorization: `Bearer ${token}` },
    });
    return data(res, z.array(userSessionSchema)).find((s) => s.current)?.city;
  }

  it('is read only from a trusted proxy, decoded, and otherwise unknown', async () => {
    await withTrustProxy(
      '10.8.0.0/16',
      async (app) => {
        // a real socket delivers the proxy's UTF-8 bytes as Latin-1 text
        const utf8AsLatin1 = Buffer.from('São Paulo').toString('latin1');
        expect(await cityOfSignIn(app, '10.8.1.1', { 'x-geo-city': utf8AsLatin1 })).toBe('São Paulo');
        expect(await cityOfSignIn(app, '10.8.1.1', { 'x-geo-city': 'Ribeir%C3%A3o%20Preto' })).toBe(
          'Ribeirão Preto',
        );
        expect(await cityOfSignIn(app, '10.8.1.1', { 'x-geo-city': 'Unknown' })).toBeNull();
        expect(await cityOfSignIn(app, '10.8.1.1', {})).toBeNull();
        // straight from the internet: anyone can write any city in the header
        expect(await cityOfSignIn(app, '10.9.1.1', { 'x-geo-city': 'Campinas' })).toBeNull();
      },
      { GEO_CITY_HEADER: 'X-Geo-City' },
    );
    // without GEO_CITY_HEADER (the default) no header is read
    await withTrustProxy('10.8.0.0/16', async (app) => {
      expect(await cityOfSignIn(app, '10.8.1.1', { 'x-geo-city': 'Campinas' })).toBeNull();
    });
  });

  it('is refused without TRUST_PROXY, and for a name that is not a header', () => {
    expect(() => loadConfig({ GEO_CITY_HEADER: 'cf-ipcity' })).toThrow(/GEO_CITY_HEADER/);
    expect(() => loadConfig({ GEO_CITY_HEADER: 'cidade do cliente', TRUST_PROXY: '1' })).toThrow(
      /GEO_CITY_HEADER/,
    );
  });
});
