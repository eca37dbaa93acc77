import {
  assistantSchema,
  feedbackItemSchema,
  feedbackSummarySchema,
  feedbackThreadSchema,
  messageFeedbackSchema,
  messageItemSchema,
  widgetApiKeySchema,
  widgetTokenResponseSchema,
} from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createAssistant,
  createThread,
  sseChunks,
  sseData,
  userText,
} from '../../../../test/helpers/ai-converse';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { aiMessageFeedback } from '../../../db/schema';

type Headers = Record<string, string>;
let t: TestApp;
let superadmin: Headers;
let admin: Headers;
let cliente: Headers;
let assistantId: string;

beforeAll(async () => {
  t = await createTestApp(); // no provider configured: the Motor local answers
  superadmin = await t.authHeader('superadmin');
  admin = await t.authHeader('admin');
  cliente = await t.authHeader('cliente');
  assistantId = await createAssistant(t.app, superadmin, { provider: 'local', name: 'Atendimento' });
});
afterAll(() => t?.close());

/** The reply id the stream announces before [DONE]. */
function replyIdOf(body: string): string {
  const line = sseData(body).find((d) => d.startsWith('{"reply"'));
  if (!line) throw new Error(`sem id da resposta: ${body}`);
  return (JSON.parse(line) as { reply: { id: string } }).reply.id;
}

async function ask(headers: Headers, question: string, threadId?: string) {
  const thread = threadId ?? (await createThread(t.app, headers, assistantId));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/threads/${thread}/converse-stream`,
    headers,
    payload: userText(question),
  });
  expect(res.statusCode).toBe(200);
  return { threadId: thread, replyId: replyIdOf(res.body) };
}

const vote = (headers: Headers, messageId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/messages/${messageId}/feedback`, headers, payload });

const history = async (headers: Headers, threadId: string) =>
  page(
    await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/messages`, headers }),
    messageItemSchema,
  );

async function widgetVisitor(externalId: string): Promise<Headers> {
  const key = data(
    await t.app.inject({
      method: 'POST',
      url: `/api/clients/${t.fixture.clientA.id}/widget-keys`,
      headers: admin,
      payload: { name: `Site ${externalId}` },
    }),
    widgetApiKeySchema.extend({ key: z.string() }),
  );
  const tokens = data(
    await t.app.inject({
      method: 'POST',
      url: '/api/widget/tokens',
      headers: { 'x-api-key': key.key },
      payload: { user_name: `Visitante ${externalId}`, external_user_id: externalId },
    }),
    widgetTokenResponseSchema,
  );
  return { authorization: `Bearer ${tokens.authToken}` };
}

describe('votes on replies', () => {
  it('stores a vote with its comment, shows it in the history, changes it on a second vote and takes it back', async () => {
    const { threadId, replyId } = await ask(cliente, 'Qual o prazo de averbação?');
    const first = await vote(cliente, replyId, { rating: 'down', comment: '  Não respondeu o prazo.  ' });
    expect(data(first, messageFeedbackSchema)).toMatchObject({
      rating: 'down',
      comment: 'Não respondeu o prazo.',
    });
    const reply = (await history(cliente, threadId)).data.find((m) => m.id === replyId)!;
    expect(reply.feedback).toMatchObject({ rating: 'down', comment: 'Não respondeu o prazo.' });

    expect((await vote(cliente, replyId, { rating: 'up' })).statusCode).toBe(200);
    const rows = await t.app.deps.db
      .select()
      .from(aiMessageFeedback)
      .where(eq(aiMessageFeedback.messageId, replyId));
    expect(rows).toHaveLength(1); // one vote per person and reply
    expect(rows[0]).toMatchObject({ rating: 'up', comment: '', voterKind: 'user' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${replyId}/feedback`,
      headers: cliente,
    });
    expect(removed.statusCode).toBe(200);
    expect((await history(cliente, threadId)).data.find((m) => m.id === replyId)!.feedback).toBeUndefined();
  });

  it('refuses a vote on another person’s reply, on a question and with a bad rating', async () => {
    const { threadId, replyId } = await ask(cliente, 'Quem pode pedir certidão?');
    for (const who of ['clienteB', 'admin', 'superadmin'] as const) {
      const res = await vote(await t.authHeader(who), replyId, { rating: 'down' });
      expect(res.statusCode).toBe(404);
      expect(apiError(res).code).toBe('MESSAGE_NOT_FOUND');
    }
    const question = (await history(cliente, threadId)).data.find((m) => m.messages.role === 'user')!;
    expect((await vote(cliente, question.id, { rating: 'up' })).statusCode).toBe(404);
    expect((await vote(cliente, replyId, { rating: 'meh' })).statusCode).toBe(400);
    expect((await vote(cliente, replyId, { rating: 'up', comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(
      await t.app.deps.db.select().from(aiMessageFeedback).where(eq(aiMessageFeedback.messageId, replyId)),
    ).toEqual([]);
  });

  it('lets a widget visitor vote on their own replies only', async () => {
    const ana = await widgetVisitor('ana');
    const bia = await widgetVisitor('bia');
    const { replyId } = await ask(ana, 'Como agendar?');
    expect((await vote(bia, replyId, { rating: 'down' })).statusCode).toBe(404);
    expect((await vote(cliente, replyId, { rating: 'down' })).statusCode).toBe(404);
    const res = await vote(ana, replyId, { rating: 'down', comment: 'Não achou o horário' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.deps.db
      .select()
      .from(aiMessageFeedback)
      .where(and(eq(aiMessageFeedback.messageId, replyId), eq(aiMessageFeedback.voterKind, 'widget')));
    expect(row).toMatchObject({ rating: 'down', assistantId });
  });
});

describe('per-assistant analytics (staff managing assistants)', () => {
  it('sums the votes, lists the comments with their conversations, opens those conversations and exports CSV', async () => {
    const assistant = await createAssistant(t.app, superadmin, { provider: 'local', name: 'Análises' });
    const ask2 = async (q: string) => {
      const thread = await createThread(t.app, cliente, assistant);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/threads/${thread}/converse-stream`,
        headers: cliente,
        payload: userText(q),
      });
      return { threadId: thread, replyId: replyIdOf(res.body) };
    };
    const a = await ask2('Pergunta um');
    const b = await ask2('Pergunta dois');
    const c = await ask2('Pergunta três');
    const silent = await ask2('Pergunta sem voto');
    await vote(cliente, a.replyId, { rating: 'down', comment: '=HYPERLINK("x") resposta errada' });
    await vote(cliente, b.replyId, { rating: 'up' });
    await vote(cliente, c.replyId, { rating: 'up' });

    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/assistants/${assistant}/feedback/summary`,
      headers: admin,
    });
    expect(data(summary, feedbackSummarySchema)).toEqual({ total: 3, up: 2, down: 1, down_percent: 33.3 });

    const downs = page(
      await t.app.inject({
        method: 'GET',
        url: `/api/assistants/${assistant}/feedback?rating=down`,
        headers: admin,
      }),
      feedbackItemSchema,
    );
    expect(downs.total).toBe(1);
    expect(downs.data[0]).toMatchObject({
      message_id: a.replyId,
      thread_id: a.threadId,
      rating: 'down',
      comment: '=HYPERLINK("x") resposta errada',
      voter_kind: 'user',
    });
    expect(downs.data[0]!.voter_name).not.toBe('');

    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/assistants/${assistant}/feedback/threads/${a.threadId}`,
      headers: admin,
    });
    const conversation = data(thread, feedbackThreadSchema);
    expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[0]!.text).toBe('Pergunta um');
    expect(conversation.messages[1]!.feedback).toMatchObject({ rating: 'down' });
    // only the conversations behind votes, and only under their own assistant
    for (const url of [
      `/api/assistants/${assistant}/feedback/threads/${silent.threadId}`,
      `/api/assistants/${assistantId}/feedback/threads/${a.threadId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode).toBe(404);
    }

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/assistants/${assistant}/feedback/export?formato=csv`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/Siao_avaliacoes_\d\d_\d\d_\d{4}_\d\d_\d\d\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Data;Avaliação;Comentário;Resposta avaliada;Conversa;ID da conversa;Origem;Quem avaliou;Cliente',
    );
    expect(lines).toHaveLength(4);
    // the comment is neutralised as a formula
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") resposta errada"`);
    expect(csv.body).toContain('Não útil');
  });

  it('is refused to clientes and operadores, and 404 for an unknown assistant', async () => {
    for (const who of ['cliente', 'operador'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/assistants/${assistantId}/feedback`,
        headers: await t.authHeader(who),
      });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/assistants/00000000-0000-4000-8000-000000000000/feedback/summary',
      headers: admin,
    });
    expect(apiError(unknown).code).toBe('ASSISTANT_NOT_FOUND');
  });
});

describe('regenerate the last reply', () => {
  it('replaces the last reply with a new one, keeps the question once, and refuses a second click', async () => {
    const { threadId, replyId } = await ask(cliente, 'Qual o horário?');
    await vote(cliente, replyId, { rating: 'down' });
    const again = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/threads/${threadId}/converse-stream`,
        headers: cliente,
        payload: { ...userText('Qual o horário?'), regenerate: replyId },
      });
    const res = await again();
    expect(res.statusCode).toBe(200);
    expect(sseChunks(res.body).join('')).toContain('Motor local');
    const newId = replyIdOf(res.body);
    expect(newId).not.toBe(replyId);
    const items = (await history(cliente, threadId)).data;
    expect(items.map((m) => [m.messages.role, m.id === newId])).toEqual([
      ['user', false],
      ['assistant', true],
    ]);
    expect(items[1]!.feedback).toBeUndefined(); // the vote went with the old reply

    const second = await again(); // the double click
    expect(second.statusCode).toBe(409);
    expect(apiError(second).code).toBe('REPLY_NOT_LAST');
    expect((await history(cliente, threadId)).total).toBe(2);
  });

  it('refuses to regenerate a question, a reply that is not the last, or another person’s reply', async () => {
    const { threadId, replyId } = await ask(cliente, 'Primeira');
    await ask(cliente, 'Segunda', threadId);
    const regenerate = (headers: Headers, thread: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/threads/${thread}/converse-stream`,
        headers,
        payload: { ...userText('Primeira'), regenerate: id },
      });
    expect(apiError(await regenerate(cliente, threadId, replyId)).code).toBe('REPLY_NOT_LAST');
    const question = (await history(cliente, threadId)).data.find((m) => m.messages.role === 'user')!;
    expect(apiError(await regenerate(cliente, threadId, question.id)).code).toBe('REPLY_NOT_LAST');
    expect(apiError(await regenerate(await t.authHeader('clienteB'), threadId, replyId)).code).toBe(
      'THREAD_NOT_FOUND',
    );
    expect((await history(cliente, threadId)).total).toBe(4);
  });
});

describe('suggested first questions', () => {
  it('are saved with the assistant (at most 4, no repeats) and shown to those who see it', async () => {
    const questions = ['Qual o prazo de averbação?', 'Quais documentos levar?'];
    const id = await createAssistant(t.app, superadmin, {
      provider: 'local',
      suggested_questions: questions,
    });
    const visible = data(
      await t.app.inject({ method: 'GET', url: '/api/assistants', headers: cliente }),
      z.array(assistantSchema),
    );
    expect(visible.find((a) => a.id === id)?.suggested_questions).toEqual(questions);
    for (const bad of [['a', 'b', 'c', 'd', 'e'], ['Igual', 'igual'], ['']]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assistants',
        headers: superadmin,
        payload: { name: 'Outro', provider: 'local', suggested_questions: bad },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
