import { errorCatalog, messageItemSchema, type Role, threadSchema } from '@siao/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFakeAnthropic } from '../../../../test/fakes/fake-anthropic';
import { createAssistant, createThread, sseData, userText } from '../../../../test/helpers/ai-converse';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { aiMessages } from '../../../db/schema';

const fake = createFakeAnthropic();
let t: TestApp;
let assistantId: string;

beforeAll(async () => {
  t = await createTestApp({
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    ANTHROPIC_BASE_URL: `${await fake.start()}/v1`,
    AI_MAX_RETRIES: '0',
    AI_RATE_LIMIT_PER_MINUTE: '1000',
  });
  assistantId = await createAssistant(t.app, await t.authHeader('superadmin'), { name: 'Escrevente' });
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

type Who = Role | 'clienteB';
const request = async (who: Who, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.authHeader(who), payload });
const newThread = async (who: Who, name: string) =>
  createThread(t.app, await t.authHeader(who), assistantId, name);
const listOf = async (who: Who) => data(await request(who, 'GET', '/api/threads'), z.array(threadSchema));

/** One question and its answer, through the real converse endpoint (the fake model answers `reply`). */
async function exchange(who: Who, threadId: string, question: string, reply: string) {
  fake.enqueue({ chunks: [reply] });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/converse-stream`,
    headers: await t.authHeader(who),
    payload: userText(question),
  });
  expect(sseData(res.body).at(-1)).toBe('[DONE]');
}
const history = async (who: Who, threadId: string, query = '') =>
  page(await request(who, 'GET', `/api/threads/${threadId}/messages${query}`), messageItemSchema);
const texts = (items: z.infer<typeof messageItemSchema>[]) =>
  items.map((item) => `${item.messages.role}:${(item.messages.content[0] as { text: string }).text}`);

describe('threads', () => {
  it('creates a thread with its assistant and lists the newest first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/threads',
      headers: await t.authHeader('operador'),
      payload: { name: '  Primeira  ', ai_engine_org_id: assistantId },
    });
    expect(res.statusCode).toBe(200);
    const created = data(res, threadSchema);
    expect(created).toMatchObject({
      name: 'Primeira',
      description: '',
      ai_engine_org_id: assistantId,
      ai_engine_org: { name: 'Escrevente' },
    });
    const second = await newThread('operador', 'Segunda');
    expect((await listOf('operador')).map((th) => th.id)).toEqual([second, created.id]);
  });

  it('renames a thread and keeps what the PATCH leaves out', async () => {
    const id = await newThread('operador', 'Antigo');
    const res = await request('operador', 'PATCH', `/api/threads/${id}`, { name: 'Novo nome' });
    expect(data(res, threadSchema)).toMatchObject({ id, name: 'Novo nome', description: 'Antigo' });
    const described = await request('operador', 'PATCH', `/api/threads/${id}`, {
      description: 'Sobre escrituras',
    });
    expect(data(described, threadSchema)).toMatchObject({
      name: 'Novo nome',
      description: 'Sobre escrituras',
    });
    const empty = await request('operador', 'PATCH', `/api/threads/${id}`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(apiError(empty).code).toBe('VALIDATION_FAILED');
  });

  it('deletes a thread with its history', async () => {
    const id = await newThread('cliente', 'Descartável');
    await exchange('cliente', id, 'Oi', 'Olá!');
    const res = await request('cliente', 'DELETE', `/api/threads/${id}`);
    expect(data(res, z.object({ ok: z.literal(true) }))).toEqual({ ok: true });
    expect((await listOf('cliente')).map((th) => th.id)).not.toContain(id);
    expect((await request('cliente', 'GET', `/api/threads/${id}/messages`)).statusCode).toBe(404);
    expect((await request('cliente', 'DELETE', `/api/threads/${id}`)).statusCode).toBe(404);
  });

  it('refuses a thread for an assistant that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/threads',
      headers: await t.authHeader('cliente'),
      payload: { name: 'X', ai_engine_org_id: 'nao-existe' },
    });
    expect(res.statusCode).toBe(404);
    expect(apiError(res).code).toBe('ASSISTANT_NOT_FOUND');
  });
});

describe('nobody sees another user’s thread', () => {
  it('hides a thread from another client’s user and from a colleague of the same side', async () => {
    const mine = await newThread('cliente', 'Só minha');
    await exchange('cliente', mine, 'Segredo', 'Guardado.');
    for (const other of ['clienteB', 'admin', 'superadmin'] as const) {
      expect((await listOf(other)).map((th) => th.id)).not.toContain(mine);
      const attempts = [
        await request(other, 'GET', `/api/threads/${mine}/messages`),
        await request(other, 'PATCH', `/api/threads/${mine}`, { name: 'Invadida' }),
        await request(other, 'DELETE', `/api/threads/${mine}`),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(apiError(res)).toEqual({
          code: 'THREAD_NOT_FOUND',
          message: errorCatalog.THREAD_NOT_FOUND.message,
        });
      }
    }
    // untouched by the attempts
    expect((await listOf('cliente')).find((th) => th.id === mine)?.name).toBe('Só minha');
    expect((await history('cliente', mine)).total).toBe(2);
  });

  it('keeps a conversation started in one context out of another context (Context-user)', async () => {
    const headers = { ...(await t.authHeader('cliente')), 'context-user': 'processo-1' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/threads',
      headers,
      payload: { name: 'Processo 1', ai_engine_org_id: assistantId },
    });
    const inContext = data(res, threadSchema).id;
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/threads',
      headers: { ...headers, 'context-user': 'processo-2' },
    });
    expect(data(other, z.array(threadSchema)).map((th) => th.id)).not.toContain(inContext);
    const same = await t.app.inject({ method: 'GET', url: '/api/threads', headers });
    expect(data(same, z.array(threadSchema)).map((th) => th.id)).toContain(inContext);
  });
});

describe('history', () => {
  it('pages from the newest, each page in chronological order', async () => {
    const id = await newThread('clienteB', 'Longa');
    for (const n of [1, 2, 3]) await exchange('clienteB', id, `Pergunta ${n}`, `Resposta ${n}`);

    const newest = await history('clienteB', id, '?page=1&limit=4');
    expect(newest).toMatchObject({ page: 1, limit: 4, total: 6 });
    expect(texts(newest.data)).toEqual([
      'user:Pergunta 2',
      'assistant:Resposta 2',
      'user:Pergunta 3',
      'assistant:Resposta 3',
    ]);

    const older = await history('clienteB', id, '?page=2&limit=4');
    expect(texts(older.data)).toEqual(['user:Pergunta 1', 'assistant:Resposta 1']);
    expect((await history('clienteB', id, '?page=3&limit=4')).data).toEqual([]);

    const all = await history('clienteB', id);
    expect(texts(all.data)).toEqual([...texts(older.data), ...texts(newest.data)]);
  });

  it('lists messages saved in the same instant in the order they were saved', async () => {
    // PGlite's clock has millisecond resolution: a question and a reply that comes at once share
    // their created_at. The ids are chosen against the order of insertion, so a tie broken by id fails.
    const id = await newThread('clienteB', 'Mesmo instante');
    const at = new Date('2026-01-05T12:00:00.000Z');
    const save = (threadId: string, messageId: string, role: 'user' | 'assistant', text: string) =>
      t.app.deps.db
        .insert(aiMessages)
        .values({ id: messageId, threadId, role, content: [{ text }], createdAt: at });
    await save(id, 'ffffffff-ffff-4fff-bfff-ffffffffffff', 'user', 'Pergunta');
    await save(id, '00000000-0000-4000-8000-000000000001', 'assistant', 'Resposta');
    await save(id, '88888888-8888-4888-8888-888888888888', 'user', 'Outra pergunta');

    expect(texts((await history('clienteB', id)).data)).toEqual([
      'user:Pergunta',
      'assistant:Resposta',
      'user:Outra pergunta',
    ]);
    expect(texts((await history('clienteB', id, '?page=1&limit=2')).data)).toEqual([
      'assistant:Resposta',
      'user:Outra pergunta',
    ]);
    expect(texts((await history('clienteB', id, '?page=2&limit=2')).data)).toEqual(['user:Pergunta']);

    // the reply saved last is the last message: it may be regenerated
    const other = await newThread('clienteB', 'Refazer');
    const reply = '00000000-0000-4000-8000-000000000002';
    await save(other, 'ffffffff-ffff-4fff-bfff-fffffffffffe', 'user', 'Oi');
    await save(other, reply, 'assistant', 'Olá');
    fake.enqueue({ chunks: ['Olá de novo'] });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/threads/${other}/converse-stream`,
      headers: await t.authHeader('clienteB'),
      payload: { ...userText('Oi'), regenerate: reply },
    });
    expect(again.statusCode).toBe(200);
    expect(texts((await history('clienteB', other)).data)).toEqual(['user:Oi', 'assistant:Olá de novo']);
  });

  it('refuses a page size over 100', async () => {
    const id = await newThread('clienteB', 'Limites');
    const res = await request('clienteB', 'GET', `/api/threads/${id}/messages?limit=101`);
    expect(res.statusCode).toBe(400);
    expect(apiError(res).code).toBe('VALIDATION_FAILED');
  });
});
