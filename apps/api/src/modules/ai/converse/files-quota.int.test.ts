import { aiUsageSchema, messageItemSchema } from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeAnthropic } from '../../../../test/fakes/fake-anthropic';
import {
  createAssistant,
  createThread,
  refusedWhileRequested,
  sseData,
  userText,
} from '../../../../test/helpers/ai-converse';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs } from '../../../db/schema';

const fake = createFakeAnthropic();
let t: TestApp;
let cliente: Record<string, string>;
let assistantId: string;

beforeAll(async () => {
  t = await createTestApp({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: `${await fake.start()}/v1` });
  cliente = await t.authHeader('cliente');
  assistantId = await createAssistant(t.app, await t.authHeader('superadmin'), { interaction_mode: 'tool' });
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

const withFile = (part: Record<string, string>) => ({
  messages: [{ role: 'user', content: [{ text: 'Realize a análise do arquivo enviado.' }, part] }],
});
const converse = (threadId: string, payload: object, headers = cliente) =>
  t.app.inject({ method: 'POST', url: `/api/threads/${threadId}/converse-stream`, headers, payload });

describe('attachments', () => {
  it('rejects an oversized image and PDF with the exact Portuguese messages', async () => {
    const threadId = await createThread(t.app, cliente, assistantId);
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(4_800_000, 1),
    ]);
    const big = await converse(
      threadId,
      withFile({ image_format: 'png', image_name: 'foto.png', image_base64: png.toString('base64') }),
    );
    expect(big.statusCode).toBe(413);
    expect(apiError(big).message).toBe('O arquivo excede 4.5MB!');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const bigPdf = await converse(
      threadId,
      withFile({ document_format: 'pdf', document_name: 'a.pdf', document_base64: pdf.toString('base64') }),
    );
    expect(apiError(bigPdf).message).toBe('O arquivo excede 10MB!');
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects a file whose content is not the declared type', async () => {
    const threadId = await createThread(t.app, cliente, assistantId);
    const junk = Buffer.from([0, 1, 2, 3, 4, 5, 0, 0, 9, 255, 254, 0]).toString('base64');
    const res = await converse(
      threadId,
      withFile({ document_format: 'pdf', document_name: 'falso.pdf', document_base64: junk }),
    );
    expect(res.statusCode).toBe(415);
    expect(apiError(res).message).toBe('Tipo de arquivo não suportado. Por favor, envie um arquivo válido.');
  });

  it('sends a real PDF to Claude as a document block and stores it for the history link', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/export',
      headers: cliente,
      payload: { data: '<h1>Certidão de óbito</h1><p>Maria da Conceição</p>', extension: '.pdf' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="Siao_\d{2}_\d{2}_\d{4}_\d{2}_\d{2}\.pdf"$/,
    );
    const pdf = exported.rawPayload;
    const threadId = await createThread(t.app, cliente, assistantId);
    const res = await converse(
      threadId,
      withFile({
        document_format: 'pdf',
        document_name: 'obito.pdf',
        document_base64: pdf.toString('base64'),
      }),
    );
    expect(sseData(res.body).at(-1)).toBe('[DONE]');
    const sent = fake.requests[0]?.body as { messages: Array<{ content: Array<{ type: string }> }> };
    expect(sent.messages[0]?.content.map((c) => c.type)).toContain('document');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: cliente,
    });
    const part = page(history, messageItemSchema).data[0]!.messages.content[1]!;
    expect(part).toMatchObject({ document_format: 'pdf', document_name: 'obito.pdf' });
    expect(history.body).not.toContain(pdf.toString('base64').slice(0, 40));
    const url = 'document_url' in part ? part.document_url : '';
    const file = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  }, 30_000);

  it('enforces the window_context rules on the server', async () => {
    const multi = await createAssistant(t.app, await t.authHeader('superadmin'), {
      interaction_mode: 'tool',
      window_context: true,
    });
    const threadId = await createThread(t.app, cliente, multi);
    const txt = Buffer.from('Certidão de nascimento de João').toString('base64');
    const noDescription = await converse(
      threadId,
      withFile({ document_format: 'txt', document_name: 'a.txt', document_base64: txt }),
    );
    expect(apiError(noDescription).message).toBe('Por favor, adicione uma descrição para todos os arquivos.');
    const noInstruction = await converse(threadId, {
      messages: [
        {
          role: 'user',
          content: [
            {
              document_format: 'txt',
              document_name: 'a.txt',
              document_base64: txt,
              document_description: 'Nascimento',
            },
          ],
        },
      ],
    });
    expect(apiError(noInstruction).message).toBe('Descreva como deseja que o assistente utilize os arquivos');
  });

  it('answers a multi-file request with an image and keeps its description in the history', async () => {
    const multi = await createAssistant(t.app, await t.authHeader('superadmin'), {
      interaction_mode: 'tool',
      window_context: true,
    });
    const threadId = await createThread(t.app, cliente, multi);
    const onePixelPng =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const res = await converse(threadId, {
      messages: [
        {
          role: 'user',
          content: [
            { text: 'Confira o selo' },
            {
              image_format: 'png',
              image_name: 'selo',
              image_base64: onePixelPng,
              image_description: 'Selo do cartório',
            },
          ],
        },
      ],
    });
    expect(sseData(res.body).at(-1)).toBe('[DONE]');
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('Selo do cartório');
    const history = page(
      await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/messages`, headers: cliente }),
      messageItemSchema,
    );
    expect(history.data[0]!.messages.content[1]).toMatchObject({
      image_format: 'png',
      image_description: 'Selo do cartório',
    });
  });
});

describe('monthly quota', () => {
  it('refuses a client over its quota with a clear Portuguese error', async () => {
    const admin = await t.authHeader('admin');
    const setQuota = (monthly_tokens: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/clients/${t.fixture.clientB.id}/ai-quota`,
        headers: admin,
        payload: { monthly_tokens },
      });
    expect(data(await setQuota(1_000), aiUsageSchema).quota).toBe(1_000);
    // who changed the quota is on record
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ai.quota_set'), eq(auditLogs.entityId, t.fixture.clientB.id)));
    expect(audit.map((a) => (a.details as { monthly_tokens: { to: number } }).monthly_tokens.to)).toContain(
      1_000,
    );
    expect((await setQuota(1_000)).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/clients/00000000-0000-4000-8000-000000000000/ai-quota',
      headers: admin,
      payload: { monthly_tokens: 5 },
    });
    expect(unknown.statusCode).toBe(404);
    const clienteB = await t.authHeader('clienteB');
    const threadId = await createThread(t.app, clienteB, assistantId);
    // this month's replies count: 900 + 200 tokens spent puts the client over 1,000
    fake.enqueue({ chunks: ['Resposta longa.'], inputTokens: 900, outputTokens: 200 });
    expect(sseData((await converse(threadId, userText('Olá'), clienteB)).body).at(-1)).toBe('[DONE]');
    // the request to the model started with the checks is closed: nothing of it reaches the client
    const res = await refusedWhileRequested(fake, () => converse(threadId, userText('Mais uma'), clienteB));
    expect(res.statusCode).toBe(429);
    expect(apiError(res).message).toMatch(
      /^O limite mensal de uso do assistente de IA foi atingido \(1\.100 de 1\.000 tokens\)/,
    );
    expect(fake.requests).toHaveLength(2);
    // a raised quota lets the client talk again
    expect((await setQuota(5_000)).statusCode).toBe(200);
    fake.enqueue({ chunks: ['Ok.'] });
    expect((await converse(threadId, userText('Mais uma'), clienteB)).statusCode).toBe(200);
  });
});

describe('per-user rate limit', () => {
  it('refuses the request after the configured number in a minute with 429 and the Portuguese message', async () => {
    const limit = t.app.deps.config.AI_RATE_LIMIT_PER_MINUTE;
    const operador = await t.authHeader('operador');
    const threadId = await createThread(t.app, operador, assistantId);
    for (let i = 0; i < limit; i++) {
      expect((await converse(threadId, userText(`Pergunta ${i}`), operador)).statusCode).toBe(200);
    }
    const refused = await refusedWhileRequested(fake, () =>
      converse(threadId, userText('Mais uma'), operador),
    );
    expect(refused.statusCode).toBe(429);
    expect(apiError(refused).message).toMatch(
      /^Você enviou muitas mensagens em pouco tempo\. Aguarde \d+ segundos e tente novamente\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // refused once, the thread is forgotten: a second refusal asks the model nothing
    const upstreamCalls = fake.requests.length;
    expect((await converse(threadId, userText('Outra'), operador)).statusCode).toBe(429);
    expect(fake.requests).toHaveLength(upstreamCalls);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: operador,
    });
    expect(page(history, messageItemSchema).total).toBe(limit * 2);
    // the limit is per user: someone else still talks to the assistant
    const admin = await t.authHeader('admin');
    const other = await converse(await createThread(t.app, admin, assistantId), userText('Olá'), admin);
    expect(other.statusCode).toBe(200);
  });
});
