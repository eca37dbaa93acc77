import { assistantSchema, threadSchema, widgetApiKeySchema, widgetTokenResponseSchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sseChunks, sseData } from '../../../../test/helpers/ai-converse';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { clients } from '../../../db/schema';
import { seedAi } from '../../../seed/ai';

let t: TestApp;
let apiKey: string;
let keyId: string;
const ORIGIN = 'https://cartorio-a.example';

beforeAll(async () => {
  t = await createTestApp(); // no provider configured: the Motor local answers
  await seedAi(t.app.deps);
  await t.app.deps.db
    .update(clients)
    .set({ widgetOrigins: [ORIGIN] })
    .where(eq(clients.id, t.fixture.clientA.id));
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/clients/${t.fixture.clientA.id}/widget-keys`,
    headers: await t.authHeader('admin'),
    payload: { name: 'Site do cartório' },
  });
  expect(created.statusCode).toBe(201);
  const key = data(created, widgetApiKeySchema.extend({ key: z.string() }));
  apiKey = key.key;
  keyId = key.id;
});
afterAll(() => t?.close());

const issue = (payload: object, headers: Record<string, string> = { 'x-api-key': apiKey }) =>
  t.app.inject({ method: 'POST', url: '/api/widget/tokens', headers, payload });
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

describe('widget authentication', () => {
  it('stores only the key hash and lists the key without its secret', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${t.fixture.clientA.id}/widget-keys`,
      headers: await t.authHeader('admin'),
    });
    expect(data(list, z.array(widgetApiKeySchema))[0]).toMatchObject({
      id: keyId,
      name: 'Site do cartório',
      revoked_at: null,
    });
    expect(list.body).not.toContain(apiKey);
  });

  it('issues widget tokens with a client API key; they read that client’s assistants and converse with the Motor local', async () => {
    const res = await issue({ user_name: 'Ana Souza', external_user_id: 'ext-1', context: 'balcao-1' });
    expect(res.statusCode).toBe(200);
    const { authToken, refreshToken, expires_at } = data(res, widgetTokenResponseSchema);
    expect(refreshToken).toBeTruthy();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    const assistants = data(
      await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(authToken) }),
      z.array(assistantSchema),
    );
    expect(assistants.map((a) => a.name)).toEqual(
      ['Assistente Sião', 'Análise de documentos', 'Resumo de certidão'].sort(),
    );
    const chat = assistants.find((a) => a.default_chat)!;
    const thread = await t.app.inject({
      method: 'POST',
      url: '/api/threads',
      headers: bearer(authToken),
      payload: { name: 'Qual o prazo...', description: 'Qual o prazo...', ai_engine_org_id: chat.id },
    });
    const threadId = data(thread, threadSchema).id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/converse-stream`,
      headers: bearer(authToken),
      payload: { messages: [{ role: 'user', content: [{ text: 'Qual o prazo de averbação?' }] }] },
    });
    expect(sseData(reply.body).at(-1)).toBe('[DONE]');
    expect(sseChunks(reply.body).join('')).toContain('Motor local');
    // the token's context isolates this widget user's threads from the back-office's
    const mine = data(
      await t.app.inject({ method: 'GET', url: '/api/threads', headers: bearer(authToken) }),
      z.array(threadSchema),
    );
    expect(mine.map((th) => th.id)).toEqual([threadId]);
    const backoffice = data(
      await t.app.inject({ method: 'GET', url: '/api/threads', headers: await t.authHeader('cliente') }),
      z.array(threadSchema),
    );
    expect(backoffice.map((th) => th.id)).not.toContain(threadId);
  });

  it('analyses an uploaded text file offline in tool mode', async () => {
    const { authToken } = data(
      await issue({ user_name: 'Ana', external_user_id: 'ext-2' }),
      widgetTokenResponseSchema,
    );
    const assistants = data(
      await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(authToken) }),
      z.array(assistantSchema),
    );
    const tool = assistants.find((a) => a.name === 'Análise de documentos')!;
    const threadId = data(
      await t.app.inject({
        method: 'POST',
        url: '/api/threads',
        headers: bearer(authToken),
        payload: { name: 'x', ai_engine_org_id: tool.id },
      }),
      threadSchema,
    ).id;
    const text =
      'CERTIDÃO DE ÓBITO\nNome: MARIA APARECIDA DOS SANTOS\nCPF: 529.982.247-25\nFalecida em 12/03/2019. Causa da morte: parada.';
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/converse-stream`,
      headers: bearer(authToken),
      payload: {
        messages: [
          {
            role: 'user',
            content: [
              { text: 'Realize a análise do arquivo enviado.' },
              {
                document_format: 'txt',
                document_name: 'obito.txt',
                document_base64: Buffer.from(text).toString('base64'),
              },
            ],
          },
        ],
      },
    });
    const html = sseChunks(reply.body).join('');
    expect(html).toContain('Certidão de óbito');
    expect(html).toContain('529.982.247-25');
    expect(html).toContain('Maria Aparecida dos Santos');
  });

  it('refuses an unknown key and rotates refresh tokens', async () => {
    expect(
      (await issue({ user_name: 'X', external_user_id: 'y' }, { 'x-api-key': 'siao_wk_invalida' }))
        .statusCode,
    ).toBe(401);
    const first = data(
      await issue({ user_name: 'Rui', external_user_id: 'ext-3' }),
      widgetTokenResponseSchema,
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/widget/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/widget/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers CORS preflights only for the client’s configured origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/threads',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,context-user',
        },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('context-user');
    expect(
      (await preflight('https://intruso.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const { authToken } = data(
      await issue({ user_name: 'Ana', external_user_id: 'ext-4' }),
      widgetTokenResponseSchema,
    );
    const call = (origin: string) =>
      t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(authToken, { origin }) });
    expect((await call(ORIGIN)).headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await call('https://intruso.example')).statusCode).toBe(403);
  });

  it('lets a configured origin read the 401 of an expired token, so the widget can renew it', async () => {
    const refused = (origin: string) =>
      t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer('expirado', { origin }) });
    const seen = await refused(ORIGIN);
    expect(seen.statusCode).toBe(401);
    expect(seen.headers['access-control-allow-origin']).toBe(ORIGIN);
    const intruder = await refused('https://intruso.example');
    expect(intruder.statusCode).toBe(401);
    expect(intruder.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives no demo token unless WIDGET_DEMO=true, even outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/widget/demo-token' });
    expect(res.statusCode).toBe(404);
    expect(apiError(res).code).toBe('WIDGET_DEMO_DISABLED');
  });

  it('revoking a key ends the sessions it opened', async () => {
    const { authToken } = data(
      await issue({ user_name: 'Ana', external_user_id: 'ext-5' }),
      widgetTokenResponseSchema,
    );
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${t.fixture.clientA.id}/widget-keys/${keyId}`,
      headers: await t.authHeader('admin'),
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/assistants', headers: bearer(authToken) })).statusCode,
    ).toBe(401);
    expect((await issue({ user_name: 'Ana', external_user_id: 'ext-5' })).statusCode).toBe(401);
  });
});
