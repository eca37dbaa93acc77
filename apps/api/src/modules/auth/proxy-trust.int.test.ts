import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
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

/** Another API process on the same database, configured with this TRUST_PROXY. */
async function withTrustProxy(value: string, run: (app: FastifyInstance) => Promise<void>) {
  const config = { ...t.app.deps.config, TRUST_PROXY: loadConfig({ TRUST_PROXY: value }).TRUST_PROXY };
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
