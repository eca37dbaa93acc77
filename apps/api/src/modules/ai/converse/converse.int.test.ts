import type { AddressInfo } from 'node:net';
import { aiUsageSchema, type MessageItem, messageItemSchema, threadSchema } from '@siao/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFakeAnthropic } from '../../../../test/fakes/fake-anthropic';
import {
  createAssistant,
  createThread,
  refusedWhileRequested,
  sseChunks,
  sseData,
  userText,
} from '../../../../test/helpers/ai-converse';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { aiMessages } from '../../../db/schema';
import { warmConverseRoute } from './service';

const fake = createFakeAnthropic();
let t: TestApp;
let cliente: Record<string, string>;
let assistantId: string;

beforeAll(async () => {
  const base = await fake.start();
  t = await createTestApp({
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    ANTHROPIC_BASE_URL: `${base}/v1`,
    AI_PING_INTERVAL_MS: '150',
    AI_MAX_RETRIES: '1',
    AI_RATE_LIMIT_PER_MINUTE: '1000',
  });
  cliente = await t.authHeader('cliente');
  assistantId = await createAssistant(t.app, await t.authHeader('superadmin'));
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

const converse = (threadId: string, payload: object, headers = cliente) =>
  t.app.inject({ method: 'POST', url: `/api/threads/${threadId}/converse-stream`, headers, payload });

const history = async (threadId: string, query = '', headers = cliente) =>
  page(
    await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/messages${query}`, headers }),
    messageItemSchema,
  );

/** The text of a history item's first part (undefined when it is a file). */
const firstText = (item: MessageItem) => {
  const [part] = item.messages.content;
  return part && 'text' in part ? part.text : undefined;
};

describe('POST /api/threads/{id}/converse-stream', () => {
  it('relays the chunks in order, ends with [DONE] and saves both messages with usage', async () => {
    fake.enqueue({ chunks: ['Bom ', 'dia', '!'], inputTokens: 50, outputTokens: 7 });
    const threadId = await createThread(t.app, cliente, assistantId);
    const res = await converse(threadId, userText('Olá, tudo bem?'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-accel-buffering']).toBe('no');
    // the security headers set before the handler go out with the stream's own
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(sseChunks(res.body)).toEqual(['Bom ', 'dia', '!']);
    expect(sseData(res.body).at(-1)).toBe('[DONE]');
    const sent = fake.requests[0]?.body as { system: Array<{ text: string }>; messages: unknown[] };
    expect(sent.system[0]?.text).toContain('Seja breve.');
    const page = await history(threadId);
    expect(page.total).toBe(2);
    expect(page.data.map((m) => m.messages.role)).toEqual(['user', 'assistant']);
    expect(page.data[1]!.messages.content).toEqual([{ text: 'Bom dia!' }]);
    const usage = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${t.fixture.clientA.id}/ai-usage`,
      headers: await t.authHeader('admin'),
    });
    expect(data(usage, aiUsageSchema)).toMatchObject({ input_tokens: 50, output_tokens: 7, replies: 1 });
  });

  it('counts the tokens of a reply the database refuses, and stores no reply', async () => {
    const usageNow = async () =>
      data(
        await t.app.inject({
          method: 'GET',
          url: `/api/clients/${t.fixture.clientA.id}/ai-usage`,
          headers: await t.authHeader('admin'),
        }),
        aiUsageSchema,
      );
    const before = await usageNow();
    // a NUL inside the text: jsonb refuses it, so the reply's insert fails
    fake.enqueue({ chunks: ['a\u0000b'], inputTokens: 30, outputTokens: 4 });
    const threadId = await createThread(t.app, cliente, assistantId);
    const res = await converse(threadId, userText('Conta mesmo assim?'));
    expect(res.statusCode).toBe(200);
    expect(sseData(res.body).some((line) => line.includes('"reply"'))).toBe(false);
    expect((await history(threadId)).data.map((m) => m.messages.role)).toEqual(['user']);
    const after = await usageNow();
    expect(after.input_tokens - before.input_tokens).toBe(30);
    expect(after.output_tokens - before.output_tokens).toBe(4);
    expect(after.replies - before.replies).toBe(1);
  });

  it('sends [PING] while the model is slow to answer', async () => {
    // ten ping intervals of silence: two pings arrive even when a loaded machine stalls the loop for a while
    fake.enqueue({ chunks: ['pronto'], firstTokenDelayMs: 1_500 });
    const threadId = await createThread(t.app, cliente, assistantId);
    const data = sseData((await converse(threadId, userText('Demora?'))).body);
    expect(data.filter((d) => d === '[PING]').length).toBeGreaterThanOrEqual(2);
    expect(data.at(-1)).toBe('[DONE]');
  });

  it('ends with [ERRO INTERNO] (no details) on a mid-stream failure and keeps the partial reply as an error', async () => {
    fake.enqueue({ chunks: ['Começo ', 'meio', 'fim'], errorAfterChunks: 2 });
    const threadId = await createThread(t.app, cliente, assistantId);
    const res = await converse(threadId, userText('Falha?'));
    const data = sseData(res.body);
    expect(sseChunks(res.body)).toEqual(['Começo ', 'meio']);
    expect(data.at(-1)).toContain('[ERRO INTERNO]');
    expect(res.body).not.toMatch(/Overloaded|at |Error/);
    const last = (await history(threadId)).data.at(-1);
    expect(last).toMatchObject({ error: true, messages: { content: [{ text: 'Começo meio' }] } });
  });

  it('answers [ERRO INTERNO] when the provider keeps failing before the first token', async () => {
    fake.setDefault({ status: 500 });
    const threadId = await createThread(t.app, cliente, assistantId);
    const data = sseData((await converse(threadId, userText('Oi'))).body).filter((d) => d !== '[PING]');
    expect(data).toEqual(['[ERRO INTERNO]']);
    expect(fake.requests).toHaveLength(2); // one retry
    // the question is kept (on PGlite it is saved once the model has answered or failed)
    const saved = (await history(threadId)).data;
    expect(saved.map((m) => [m.messages.role, firstText(m)])).toEqual([
      ['user', 'Oi'],
      ['assistant', ''],
    ]);
  });

  it('aborts the upstream when the client disconnects and saves the partial reply', async () => {
    fake.enqueue({ chunks: ['Resposta ', 'parcial'], hangAfterChunks: true });
    const threadId = await createThread(t.app, cliente, assistantId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/threads/${threadId}/converse-stream`, {
      method: 'POST',
      headers: { ...cliente, 'content-type': 'application/json' },
      body: JSON.stringify(userText('Pode parar')),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('parcial')) received += new TextDecoder().decode((await reader.read()).value);
    // the upstream hangs forever after 'parcial': only the API's abort can close it (latency: bench/converse-stream)
    const disconnect = fake.nextDisconnect(10_000);
    controller.abort();
    await disconnect;
    await expect.poll(async () => (await history(threadId)).total, { timeout: 10_000 }).toBe(2);
    const last = (await history(threadId)).data.at(-1);
    expect(last).toMatchObject({
      interrupted: true,
      messages: { role: 'assistant', content: [{ text: 'Resposta parcial' }] },
    });
  });

  it('ends with [ERRO INTERNO], stops the model and stores nothing when the question cannot be saved', async () => {
    // the first chunk does not wait for the save: the model keeps the stream open after it, and
    // only the failed save can end it
    fake.enqueue({ chunks: ['Resposta '], hangAfterChunks: true });
    const threadId = await createThread(t.app, cliente, assistantId);
    const db = t.app.deps.db;
    await db.execute(sql`create function test_refuse_question() returns trigger language plpgsql
      as $$ begin raise exception 'disco cheio'; end $$`);
    try {
      await db.execute(sql`create trigger test_refuse_question before insert on ai_messages for each row
        when (new.content::text like '%NAO-SALVAR%') execute function test_refuse_question()`);
      const disconnect = fake.nextDisconnect(10_000);
      const res = await converse(threadId, userText('NAO-SALVAR'));
      await disconnect;
      const data = sseData(res.body).filter((d) => d !== '[PING]');
      expect(data.at(-1)).toBe('[ERRO INTERNO]');
      expect(data).not.toContain('[DONE]');
      expect(res.body).not.toContain('disco cheio');
      expect(await db.select().from(aiMessages).where(eq(aiMessages.threadId, threadId))).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger if exists test_refuse_question on ai_messages`);
      await db.execute(sql`drop function test_refuse_question()`);
    }
  });

  it('warms its route at boot with a request that reaches neither the model nor the history', async () => {
    const stored = async () => (await t.app.deps.db.select({ id: aiMessages.id }).from(aiMessages)).length;
    const before = await stored();
    // throws unless the route answered the session-less token with 401
    await warmConverseRoute(t.app);
    expect(fake.requests).toHaveLength(0);
    expect(await stored()).toBe(before);
  });

  it('refuses more than 9 messages and an empty message', async () => {
    const threadId = await createThread(t.app, cliente, assistantId);
    const ten = { messages: Array.from({ length: 10 }, () => ({ role: 'user', content: [{ text: 'oi' }] })) };
    expect((await converse(threadId, ten)).statusCode).toBe(400);
    const empty = await converse(threadId, userText('   '));
    expect(empty.statusCode).toBe(400);
    expect(apiError(empty).message).toBe('A mensagem não pode ficar vazia.');
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an assistant no longer offered to the caller’s client, or deactivated, before storing or calling anything', async () => {
    const superadmin = await t.authHeader('superadmin');
    const base = { name: 'Assistente restrito', instructions: 'Seja breve.', provider: 'anthropic' };
    const id = await createAssistant(t.app, superadmin, base);
    const threadId = await createThread(t.app, cliente, id);
    const update = (changes: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/assistants/${id}`,
        headers: superadmin,
        payload: { ...base, ...changes },
      });
    expect((await update({ client_ids: [t.fixture.clientB.id] })).statusCode).toBe(200);
    const onlyForB = await converse(threadId, userText('Ainda posso usar?'));
    expect(onlyForB.statusCode).toBe(403);
    expect(apiError(onlyForB)).toMatchObject({
      code: 'ASSISTANT_INACTIVE',
      message: 'Este assistente está desativado.',
    });
    expect((await update({ client_ids: [t.fixture.clientA.id], active: false })).statusCode).toBe(200);
    expect(apiError(await converse(threadId, userText('E agora?'))).code).toBe('ASSISTANT_INACTIVE');
    expect(fake.requests).toHaveLength(0);
    expect(await t.app.deps.db.select().from(aiMessages).where(eq(aiMessages.threadId, threadId))).toEqual(
      [],
    );
    // offered to the client again: the same thread works
    fake.enqueue({ chunks: ['Sim.'] });
    expect((await update({ client_ids: [t.fixture.clientA.id], active: true })).statusCode).toBe(200);
    expect(sseChunks((await converse(threadId, userText('E agora?'))).body)).toEqual(['Sim.']);
  });

  it('reads the assistant and the thread at every stream: an edit or a removal counts for the very next one', async () => {
    const superadmin = await t.authHeader('superadmin');
    const base = { name: 'Assistente editado', instructions: 'Responda curto.', provider: 'anthropic' };
    const id = await createAssistant(t.app, superadmin, base);
    const threadId = await createThread(t.app, cliente, id);
    const otherThreadId = await createThread(t.app, cliente, id);
    const systemSent = (index: number) =>
      (fake.requests[index]?.body as { system?: Array<{ text: string }> } | undefined)?.system?.[0]?.text;
    fake.enqueue({ chunks: ['Um.'] });
    expect(sseChunks((await converse(threadId, userText('Primeira'))).body)).toEqual(['Um.']);
    expect(systemSent(0)).toContain('Responda curto.');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/assistants/${id}`,
      headers: superadmin,
      payload: { ...base, instructions: 'Responda numa palavra.' },
    });
    expect(edited.statusCode).toBe(200);
    // the request started from the assistant as the thread's last stream found it is closed once
    // the start statement finds it edited; the reply comes from a request with the edit
    fake.enqueue({ chunks: ['Antes da edição.'], hangAfterChunks: true }, { chunks: ['Dois.'] });
    const second = await converse(threadId, userText('Segunda'));
    expect(sseChunks(second.body)).toEqual(['Dois.']);
    expect(systemSent(1)).toContain('Responda curto.');
    expect((await fake.nextDisconnect(10_000)).requestIndex).toBe(1);
    expect(systemSent(2)).toContain('Responda numa palavra.');
    expect(systemSent(2)).not.toContain('Responda curto.');
    expect((await history(threadId)).data.map((m) => firstText(m))).toEqual([
      'Primeira',
      'Um.',
      'Segunda',
      'Dois.',
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/threads/${threadId}`,
      headers: cliente,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await refusedWhileRequested(fake, () => converse(threadId, userText('Terceira')));
    expect(apiError(gone).code).toBe('THREAD_NOT_FOUND');

    // an assistant in use is deactivated when removed: its other threads stop at once
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/assistants/${id}`,
      headers: superadmin,
    });
    expect(removed.statusCode).toBe(200);
    // a thread with no stream yet: nothing is asked of the model before the checks
    expect(apiError(await converse(otherThreadId, userText('Quarta'))).code).toBe('ASSISTANT_INACTIVE');
    expect(fake.requests).toHaveLength(4);
    const stored = await t.app.deps.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.threadId, otherThreadId));
    expect(stored).toEqual([]);
  });

  it('refuses a signed-out session with 401 before storing or calling anything', async () => {
    const { token } = await t.login('cliente', '10.7.0.1');
    const headers = { authorization: `Bearer ${token}` };
    const threadId = await createThread(t.app, headers, assistantId);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    const res = await converse(threadId, userText('Ainda posso?'), headers);
    expect(res.statusCode).toBe(401);
    expect(apiError(res).code).toBe('TOKEN_REVOKED');
    expect(fake.requests).toHaveLength(0);
    const stored = await t.app.deps.db.select().from(aiMessages).where(eq(aiMessages.threadId, threadId));
    expect(stored).toEqual([]);
  });

  it('closes the request it started with the checks when a signed-out session talks again, and keeps nothing of it', async () => {
    const { token } = await t.login('cliente', '10.7.0.2');
    const headers = { authorization: `Bearer ${token}` };
    const threadId = await createThread(t.app, headers, assistantId);
    fake.enqueue({ chunks: ['Oi.'] });
    expect(sseChunks((await converse(threadId, userText('Primeira'), headers)).body)).toEqual(['Oi.']);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    const res = await refusedWhileRequested(fake, () =>
      converse(threadId, userText('Depois de sair'), headers),
    );
    expect(res.statusCode).toBe(401);
    expect(apiError(res).code).toBe('TOKEN_REVOKED');
    // a refusal forgets the thread: the next attempt asks the model nothing before the checks
    expect((await converse(threadId, userText('De novo'), headers)).statusCode).toBe(401);
    expect(fake.requests).toHaveLength(2);
    // only the first exchange is stored
    const stored = await t.app.deps.db.select().from(aiMessages).where(eq(aiMessages.threadId, threadId));
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('closes that request when the assistant is withdrawn from the client, and never starts one for another owner', async () => {
    const superadmin = await t.authHeader('superadmin');
    const base = { name: 'Assistente retirado', instructions: 'Seja breve.', provider: 'anthropic' };
    const id = await createAssistant(t.app, superadmin, base);
    const threadId = await createThread(t.app, cliente, id);
    fake.enqueue({ chunks: ['Oi.'] });
    expect(sseChunks((await converse(threadId, userText('Primeira'))).body)).toEqual(['Oi.']);
    // another client's user naming this thread: not found, and the model is not asked
    const clienteB = await t.authHeader('clienteB');
    expect(apiError(await converse(threadId, userText('Intruso'), clienteB)).code).toBe('THREAD_NOT_FOUND');
    expect(fake.requests).toHaveLength(1);
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: `/api/assistants/${id}`,
      headers: superadmin,
      payload: { ...base, client_ids: [t.fixture.clientB.id] },
    });
    expect(withdrawn.statusCode).toBe(200);
    const res = await refusedWhileRequested(fake, () => converse(threadId, userText('Ainda posso?')));
    expect(res.statusCode).toBe(403);
    expect(apiError(res).code).toBe('ASSISTANT_INACTIVE');
    expect((await history(threadId)).total).toBe(2);
  });
});

describe('history paging and isolation', () => {
  it('returns page 1 = the newest 30 messages, in reading order, with the total', async () => {
    const threadId = await createThread(t.app, cliente, assistantId);
    const start = Date.UTC(2026, 0, 1);
    await t.app.deps.db.insert(aiMessages).values(
      Array.from({ length: 65 }, (_, i) => ({
        threadId,
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: [{ text: `m${i}` }],
        createdAt: new Date(start + i * 1000),
      })),
    );
    const page1 = await history(threadId, '?page=1&limit=30');
    expect(page1).toMatchObject({ page: 1, limit: 30, total: 65 });
    expect(firstText(page1.data[0]!)).toBe('m35');
    expect(firstText(page1.data[29]!)).toBe('m64');
    const page3 = await history(threadId, '?page=3&limit=30');
    expect(page3.data.map(firstText)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });

  it('keeps threads per user and per Context-user', async () => {
    const inA = { ...cliente, 'context-user': 'cartorio-a' };
    const inB = { ...cliente, 'context-user': 'cartorio-b' };
    const threadId = await createThread(t.app, inA, assistantId, 'Só no contexto A');
    const threads = async (headers: Record<string, string>) =>
      data(await t.app.inject({ method: 'GET', url: '/api/threads', headers }), z.array(threadSchema));
    const listA = await threads(inA);
    const listB = await threads(inB);
    expect(listA.map((th) => th.id)).toContain(threadId);
    expect(listA[0]).toMatchObject({ id: threadId, ai_engine_org: { name: 'Assistente de teste' } });
    expect(listB.map((th) => th.id)).not.toContain(threadId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/messages`, headers: inB }))
        .statusCode,
    ).toBe(404);
    const other = await t.authHeader('clienteB');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await converse(threadId, userText('invasão'), other)).statusCode).toBe(404);
  });

  it('renames and deletes a thread', async () => {
    const threadId = await createThread(t.app, cliente, assistantId);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/threads/${threadId}`,
      headers: cliente,
      payload: { name: 'Novo nome' },
    });
    expect(data(renamed, threadSchema).name).toBe('Novo nome');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/threads/${threadId}`, headers: cliente }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/messages`, headers: cliente }))
        .statusCode,
    ).toBe(404);
  });
});
