import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createdPersonalTokenSchema, type PersonalTokenScope } from '@siao/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOnr, ONR_CPF_LIVRE, startFakeOnr } from '../../../../test/fakes/fake-onr';
import { createFatura } from '../../../../test/helpers/fatura';
import { data } from '../../../../test/helpers/json';
import { saveOnrCredentials } from '../../../../test/helpers/onr-credentials';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, cnibConsultations, personalAccessTokens, users } from '../../../db/schema';

let onr: FakeOnr;
let t: TestApp;
let base = '';
let numeroA = 0;
let numeroB = 0;
type Who = 'superadmin' | 'operador' | 'cliente' | 'clienteB';

async function createPat(who: Who, scopes: PersonalTokenScope[], name = 'Claude Desktop') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/personal-tokens',
    headers: await t.authHeader(who),
    payload: { name, scopes, expires_in_days: null },
  });
  return data(res, createdPersonalTokenSchema);
}

/** An MCP client (the SDK's own) connected over HTTP with that bearer. */
async function connect(bearer: string): Promise<Client> {
  const client = new Client({ name: 'teste', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${bearer}` } },
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: unknown) =>
  (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** The first message of any MCP session, sent by hand to read the HTTP refusal itself. */
async function initialize(headers: Record<string, string>, url = '/api/mcp') {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string }; result?: unknown } };
}

beforeAll(async () => {
  onr = await startFakeOnr();
  t = await createTestApp({
    SERVICES_ENCRYPTION_KEY: 'a1'.repeat(32),
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_RETRY_BACKOFF_MS: '0,0',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  numeroA = await createFatura(t, t.fixture.clientA.id);
  numeroB = await createFatura(t, t.fixture.clientB.id);
  await saveOnrCredentials(t, onr);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await onr?.close();
});

describe('MCP server at /api/mcp (Streamable HTTP, the SDK’s own client)', () => {
  it('lists the assistants’ tools from the registry, with the back-office bearer', async () => {
    const { token } = await t.login('operador');
    const client = await connect(token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'consultar_cnib',
      'buscar_base_de_conhecimento',
      'buscar_faturas',
      'situacao_fatura',
      'progresso_treinamentos',
      'resumir_certidao',
    ]);
    const situacao = tools.find((tool) => tool.name === 'situacao_fatura')!;
    expect(situacao.description).toContain('situação de uma fatura');
    expect(situacao.inputSchema).toMatchObject({
      type: 'object',
      properties: { numero: { type: 'integer' } },
    });
    const cnib = tools.find((tool) => tool.name === 'consultar_cnib')!;
    expect(cnib.inputSchema.required).toEqual(expect.arrayContaining(['documento', 'confirmar']));
    await client.close();
  });

  it('runs a tool as the token’s user: a cliente reaches only its own client’s faturas', async () => {
    const pat = await createPat('cliente', ['mcp']);
    expect(pat.token).toMatch(/^siao_pat_/);
    const client = await connect(pat.token);
    // without mcp:cnib the paid consultation is neither listed nor callable
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).not.toContain('consultar_cnib');
    const refused = await client.callTool({
      name: 'consultar_cnib',
      arguments: { documento: ONR_CPF_LIVRE },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe('Ferramenta indisponível para este usuário ou token.');

    const own = await client.callTool({ name: 'situacao_fatura', arguments: { numero: numeroA } });
    expect(own.isError).toBeFalsy();
    expect(textOf(own)).toMatch(new RegExp(`^Fatura nº ${numeroA}: Em aberto`));
    const other = await client.callTool({ name: 'situacao_fatura', arguments: { numero: numeroB } });
    expect(textOf(other)).toContain(`Fatura nº ${numeroB} não encontrada`);
    const list = await client.callTool({
      name: 'buscar_faturas',
      arguments: { cliente_id: t.fixture.clientB.id },
    });
    const text = textOf(list);
    expect(text).not.toContain(`"numero":${numeroB}`);
    expect(text).toContain(`"numero":${numeroA}`);
    for (const name of [t.fixture.clientB.legalName, t.fixture.clientB.tradeName].filter(Boolean))
      expect(text).not.toContain(name);

    // bad input: a tool result with isError and the schema's pt-BR message, never a 500
    const bad = await client.callTool({ name: 'situacao_fatura', arguments: { numero: 'abc' } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/[a-zà-ú]/i);
    expect(textOf(bad)).not.toMatch(/Erro interno/);
    const unknown = await client.callTool({ name: 'apagar_tudo', arguments: {} });
    expect(unknown.isError).toBe(true);
    await client.close();

    const [row] = await t.app.deps.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, pat.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('consultar_cnib needs `confirmar: true`, then records the consultation as the token’s user', async () => {
    const { db } = t.app.deps;
    const pat = await createPat('cliente', ['mcp', 'mcp:cnib']);
    const client = await connect(pat.token);
    const before = await db.select().from(cnibConsultations);
    const ask = await client.callTool({ name: 'consultar_cnib', arguments: { documento: '529.982.247-25' } });
    expect(ask.isError).toBe(true);
    expect(textOf(ask)).toContain('Confirmação necessária: Consultar a CNIB para CPF 529.982.247-25?');
    expect(await db.select().from(cnibConsultations)).toHaveLength(before.length);

    const done = await client.callTool({
      name: 'consultar_cnib',
      arguments: { documento: '529.982.247-25', confirmar: true },
    });
    expect(done.isError, textOf(done)).toBeFalsy();
    expect(textOf(done)).toContain('CPF 529.982.247-25: nenhuma indisponibilidade');
    const after = await db.select().from(cnibConsultations);
    const made = after.filter((c) => !before.some((b) => b.id === c.id));
    expect(made.map((c) => [c.userId, c.clientId])).toEqual([
      [t.fixture.users.cliente.id, t.fixture.clientA.id],
    ]);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'cnib_consultation'), eq(auditLogs.entityId, made[0]!.id)));
    expect(audit.map((a) => a.actorId)).toEqual([t.fixture.users.cliente.id]);
    await client.close();
  });

  it('refuses a personal token that is revoked, expired, out of scope, or of a deactivated user', async () => {
    const { db } = t.app.deps;
    const headers = async () => t.authHeader('operador');
    const revoked = await createPat('operador', ['mcp'], 'revogado');
    expect((await initialize({ authorization: `Bearer ${revoked.token}` })).status).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/me/personal-tokens/${revoked.id}`,
      headers: await headers(),
    });
    const afterRevoke = await initialize({ authorization: `Bearer ${revoked.token}` });
    expect([afterRevoke.status, afterRevoke.body.error?.code]).toEqual([401, 'PERSONAL_TOKEN_INVALID']);

    const expired = await createPat('operador', ['mcp'], 'vencido');
    await db
      .update(personalAccessTokens)
      .set({
        createdAt: sql`now() - interval '2 days'`,
        expiresAt: sql`now() - interval '1 day'`,
      })
      .where(eq(personalAccessTokens.id, expired.id));
    const late = await initialize({ authorization: `Bearer ${expired.token}` });
    expect([late.status, late.body.error?.code]).toEqual([401, 'PERSONAL_TOKEN_INVALID']);

    const cnibOnly = await createPat('operador', ['mcp:cnib'], 'só CNIB');
    const scope = await initialize({ authorization: `Bearer ${cnibOnly.token}` });
    expect([scope.status, scope.body.error?.code]).toEqual([403, 'PERSONAL_TOKEN_SCOPE']);

    const made = await initialize({ authorization: 'Bearer siao_pat_inventado' });
    expect([made.status, made.body.error?.code]).toEqual([401, 'PERSONAL_TOKEN_INVALID']);

    // deactivated: refused at once (the row is read on every request), and revoked with the sessions
    const pat = await createPat('clienteB', ['mcp'], 'desativado');
    const target = t.fixture.users.clienteB;
    await db.update(users).set({ active: false }).where(eq(users.id, target.id));
    const inactive = await initialize({ authorization: `Bearer ${pat.token}` });
    expect([inactive.status, inactive.body.error?.code]).toEqual([401, 'PERSONAL_TOKEN_INVALID']);
    await db.update(users).set({ active: true }).where(eq(users.id, target.id));
    expect((await initialize({ authorization: `Bearer ${pat.token}` })).status).toBe(200);
    const setActive = async (active: boolean) => {
      const [row] = await db.select().from(users).where(eq(users.id, target.id));
      const { name, email, role, clientId: client_id, version } = row!;
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${target.id}`,
        headers: await t.authHeader('admin'),
        payload: { name, email, role, client_id, active, version },
      });
    };
    const off = await setActive(false);
    expect(off.statusCode, off.body).toBe(200);
    expect((await setActive(true)).statusCode).toBe(200);
    const reactivated = await initialize({ authorization: `Bearer ${pat.token}` });
    expect([reactivated.status, reactivated.body.error?.code]).toEqual([401, 'PERSONAL_TOKEN_INVALID']);
  });

  it('a personal token works on /api/mcp only, never on the rest of the API', async () => {
    const pat = await createPat('superadmin', ['mcp', 'mcp:cnib'], 'somente MCP');
    const authorization = `Bearer ${pat.token}`;
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/faturas'],
      ['GET', '/api/users'],
      ['GET', '/api/me/personal-tokens'],
      ['POST', '/api/me/personal-tokens'],
    ] as const) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        ...(method === 'POST'
          ? { body: JSON.stringify({ name: 'x', scopes: ['mcp'], expires_in_days: null }) }
          : {}),
      });
      const body = (await res.json()) as { error?: { code: string } };
      expect([url, res.status, body.error?.code]).toEqual([url, 401, 'PERSONAL_TOKEN_NOT_ACCEPTED']);
    }
    expect((await initialize({ authorization })).status).toBe(200);
  });

  it('bad requests are 4xx with a stable code, never 500', async () => {
    const { authorization } = await t.authHeader('cliente');
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': contentType,
          accept: 'application/json, text/event-stream',
        },
        body,
      });
    const broken = await post('{"jsonrpc":');
    expect([broken.status, ((await broken.json()) as { error: { code: string } }).error.code]).toEqual([
      400,
      'INVALID_JSON',
    ]);
    const huge = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { x: 'a'.repeat(70_000) } }),
    );
    expect([huge.status, ((await huge.json()) as { error: { code: string } }).error.code]).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
    ]);
    const notRpc = await post(JSON.stringify({ hello: 'world' }));
    expect(notRpc.status).toBeGreaterThanOrEqual(400);
    expect(notRpc.status).toBeLessThan(500);
    // an answer the SDK writes carries the headers of every other answer
    expect(notRpc.headers.get('x-content-type-options')).toBe('nosniff');
    expect(notRpc.headers.get('x-request-id')).toBeTruthy();
    const text = await post('oi', 'text/plain');
    expect(text.status).toBe(415);
    const get = await fetch(`${base}/api/mcp`, { headers: { authorization } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const anonymous = await initialize({});
    expect([anonymous.status, anonymous.body.error?.code]).toEqual([401, 'TOKEN_NOT_PROVIDED']);
  });
});
