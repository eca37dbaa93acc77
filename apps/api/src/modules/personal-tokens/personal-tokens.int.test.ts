import { createHash } from 'node:crypto';
import { createdPersonalTokenSchema, PERSONAL_TOKENS_PER_USER, personalTokenSchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs, personalAccessTokens } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Who = 'operador' | 'cliente' | 'clienteB' | 'admin';
const create = async (who: Who, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/personal-tokens',
    headers: await t.authHeader(who),
    payload,
  });
const list = async (who: Who) =>
  data(
    await t.app.inject({ method: 'GET', url: '/api/me/personal-tokens', headers: await t.authHeader(who) }),
    z.array(personalTokenSchema),
  );
const revoke = async (who: Who, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/personal-tokens/${id}`, headers: await t.authHeader(who) });

describe('personal access tokens (Meu perfil)', () => {
  it('creates one: the secret once, only its SHA-256 stored, audited', async () => {
    const res = await create('cliente', { name: '  Claude Desktop  ', scopes: ['mcp'], expires_in_days: 30 });
    expect(res.statusCode).toBe(201);
    const created = data(res, createdPersonalTokenSchema);
    expect(created.token).toMatch(/^siao_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Claude Desktop',
      scopes: ['mcp'],
      last_used_at: null,
      active: true,
    });
    expect(created.prefix).toBe(created.token.slice(0, 13));
    const days = (Date.parse(created.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [row] = await t.app.deps.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, created.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = await list('cliente');
    expect(listed.map((token) => token.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(await list('clienteB')).toEqual([]);

    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'personal_token.created'));
    expect(audit.map((a) => [a.actorId, (a.details as { token_id: string }).token_id])).toEqual([
      [t.fixture.users.cliente.id, created.id],
    ]);
  });

  it('refuses bad input with VALIDATION_FAILED and creates nothing', async () => {
    const before = await list('operador');
    for (const payload of [
      { name: '', scopes: ['mcp'], expires_in_days: null },
      { name: 'x'.repeat(61), scopes: ['mcp'], expires_in_days: null },
      { name: 'a', scopes: [], expires_in_days: null },
      { name: 'a', scopes: ['admin'], expires_in_days: null },
      { name: 'a', scopes: ['mcp', 'mcp'], expires_in_days: null },
      { name: 'a', scopes: ['mcp'], expires_in_days: 1000 },
      { name: 'a', scopes: ['mcp'] },
    ]) {
      const res = await create('operador', payload);
      expect([JSON.stringify(payload), res.statusCode, apiError(res).code]).toEqual([
        JSON.stringify(payload),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(await list('operador')).toEqual(before);
  });

  it('only its owner revokes it; revoked, it leaves the list; both audited', async () => {
    const created = data(
      await create('operador', { name: 'Script', scopes: ['mcp', 'mcp:cnib'], expires_in_days: null }),
      createdPersonalTokenSchema,
    );
    const stranger = await revoke('admin', created.id);
    expect([stranger.statusCode, apiError(stranger).code]).toEqual([404, 'PERSONAL_TOKEN_NOT_FOUND']);
    expect((await revoke('operador', created.id)).statusCode).toBe(200);
    expect((await list('operador')).map((token) => token.id)).not.toContain(created.id);
    const again = await revoke('operador', created.id);
    expect(apiError(again).code).toBe('PERSONAL_TOKEN_NOT_FOUND');
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'personal_token.revoked'));
    expect(audit.map((a) => a.actorId)).toEqual([t.fixture.users.operador.id]);
  });

  it(`allows at most ${PERSONAL_TOKENS_PER_USER} live tokens per user (PERSONAL_TOKEN_LIMIT)`, async () => {
    const have = (await list('clienteB')).length;
    for (let i = have; i < PERSONAL_TOKENS_PER_USER; i++)
      expect(
        (await create('clienteB', { name: `t${i}`, scopes: ['mcp'], expires_in_days: 7 })).statusCode,
      ).toBe(201);
    const over = await create('clienteB', { name: 'um a mais', scopes: ['mcp'], expires_in_days: 7 });
    expect([over.statusCode, apiError(over)]).toEqual([
      409,
      {
        code: 'PERSONAL_TOKEN_LIMIT',
        message: 'Você já tem 10 tokens de acesso pessoal ativos. Revogue um antes de criar outro.',
      },
    ]);
    // a revoked one frees its place
    const [first] = await list('clienteB');
    expect((await revoke('clienteB', first!.id)).statusCode).toBe(200);
    expect(
      (await create('clienteB', { name: 'no lugar', scopes: ['mcp'], expires_in_days: 7 })).statusCode,
    ).toBe(201);
  });
});
