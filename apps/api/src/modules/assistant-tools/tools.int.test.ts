import { aiUsageSchema, messageItemSchema } from '@siao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeAnthropic } from '../../../test/fakes/fake-anthropic';
import {
  type FakeOnr,
  ONR_CPF_INDISPONIVEL,
  ONR_CPF_LIVRE,
  startFakeOnr,
} from '../../../test/fakes/fake-onr';
import { createFakeOpenAi } from '../../../test/fakes/fake-openai';
import {
  createAssistant,
  createThread,
  sseChunks,
  sseData,
  sseToolEvents,
  userText,
} from '../../../test/helpers/ai-converse';
import { createFatura } from '../../../test/helpers/fatura';
import { apiError, data, page } from '../../../test/helpers/json';
import { saveOnrCredentials } from '../../../test/helpers/onr-credentials';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { aiMessages, auditLogs, cnibConsultations, serviceUsage } from '../../db/schema';

const anthropic = createFakeAnthropic();
const openai = createFakeOpenAi();
let onr: FakeOnr;
let t: TestApp;
let numeroA = 0;
let numeroB = 0;
const assistants: Record<'anthropic' | 'openai-compatible', string> = {
  anthropic: '',
  'openai-compatible': '',
};

beforeAll(async () => {
  const [anthropicBase, openaiBase] = await Promise.all([anthropic.start(), openai.start()]);
  onr = await startFakeOnr();
  t = await createTestApp({
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    ANTHROPIC_BASE_URL: `${anthropicBase}/v1`,
    OPENAI_COMPAT_BASE_URL: `${openaiBase}/v1`,
    AI_MAX_RETRIES: '1',
    AI_RATE_LIMIT_PER_MINUTE: '1000',
    SERVICES_ENCRYPTION_KEY: 'a1'.repeat(32),
    CNIB_TOKEN_URL: onr.tokenUrl,
    CNIB_BASE_URL_HOMOLOGACAO: onr.baseUrl,
    CNIB_RETRY_BACKOFF_MS: '0,0',
  });
  const superadmin = await t.authHeader('superadmin');
  const tools = ['consultar_cnib', 'buscar_faturas', 'situacao_fatura', 'progresso_treinamentos'];
  assistants.anthropic = await createAssistant(t.app, superadmin, { provider: 'anthropic', tools });
  assistants['openai-compatible'] = await createAssistant(t.app, superadmin, {
    provider: 'openai-compatible',
    model: 'fake-model',
    tools,
  });
  numeroA = await createFatura(t, t.fixture.clientA.id);
  numeroB = await createFatura(t, t.fixture.clientB.id);
  await saveOnrCredentials(t, onr);
}, 240_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([anthropic.stop(), openai.stop(), onr?.close()]);
});
beforeEach(() => {
  anthropic.reset();
  openai.reset();
});

type Who = 'superadmin' | 'operador' | 'cliente' | 'clienteB';

async function converse(who: Who, provider: keyof typeof assistants, payload: object, threadId?: string) {
  const headers = await t.authHeader(who);
  const thread = threadId ?? (await createThread(t.app, headers, assistants[provider]));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/threads/${thread}/converse-stream`,
    headers,
    payload,
  });
  return { threadId: thread, status: res.statusCode, body: res.body, res };
}

const fakeOf = (provider: keyof typeof assistants) => (provider === 'anthropic' ? anthropic : openai);

describe('tool calling over the providers’ real protocols', () => {
  it('Anthropic: tool_use streamed as input_json_delta → the tool runs → tool_result in the next request', async () => {
    anthropic.enqueue(
      {
        chunks: ['Vou verificar.'],
        toolCalls: [{ id: 'toolu_01', name: 'situacao_fatura', input: { numero: numeroA } }],
      },
      { chunks: ['A fatura está ', 'em aberto.'] },
    );
    const res = await converse('cliente', 'anthropic', userText(`Qual a situação da fatura ${numeroA}?`));
    expect(res.status).toBe(200);
    const first = anthropic.requests[0]!.body as { tools: Array<{ name: string; input_schema: object }> };
    expect(first.tools.map((tool) => tool.name)).toEqual([
      'consultar_cnib',
      'buscar_faturas',
      'situacao_fatura',
      'progresso_treinamentos',
    ]);
    expect(first.tools[2]!.input_schema).toMatchObject({ properties: { numero: { type: 'integer' } } });
    const steps = sseToolEvents(res.body);
    expect(steps.map((s) => [s.id, s.state])).toEqual([
      ['toolu_01', 'running'],
      ['toolu_01', 'done'],
    ]);
    expect(steps[0]!.label).toBe('Verificando a fatura…');
    expect(steps[1]!.label).toMatch(new RegExp(`^Fatura nº ${numeroA}: Em aberto, R\\$\\s123,45`));
    const second = anthropic.requests[1]!.body as { messages: Array<{ role: string; content: unknown }> };
    const [assistantTurn, resultTurn] = second.messages.slice(-2);
    expect(assistantTurn).toMatchObject({
      role: 'assistant',
      content: [
        { type: 'text', text: 'Vou verificar.' },
        { type: 'tool_use', id: 'toolu_01', name: 'situacao_fatura', input: { numero: numeroA } },
      ],
    });
    expect(resultTurn!.role).toBe('user');
    const result = (
      resultTurn!.content as Array<{
        type: string;
        tool_use_id: string;
        is_error?: boolean;
        content: unknown;
      }>
    )[0]!;
    expect(result).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_01' });
    expect(result.is_error).toBeFalsy();
    expect(JSON.stringify(result.content)).toContain('Em aberto');
    expect(sseChunks(res.body).join('')).toBe('Vou verificar.\n\nA fatura está em aberto.');
    expect(sseData(res.body).at(-1)).toBe('[DONE]');
  });

  it('OpenAI-compatible: tool_calls deltas → the tool runs → a role "tool" message in the next request', async () => {
    openai.enqueue(
      { chunks: [], toolCalls: [{ id: 'call_01', name: 'buscar_faturas', input: { situacao: 'aberta' } }] },
      { chunks: ['Há uma fatura em aberto.'] },
    );
    const res = await converse('cliente', 'openai-compatible', userText('Tenho faturas em aberto?'));
    const first = openai.requests[0]!.body as { tools: Array<{ type: string; function: { name: string } }> };
    expect(first.tools.map((tool) => tool.function.name)).toContain('buscar_faturas');
    const steps = sseToolEvents(res.body);
    expect(steps.map((s) => s.state)).toEqual(['running', 'done']);
    expect(steps[1]!.label).toBe('1 fatura(s) encontrada(s)');
    const second = openai.requests[1]!.body as {
      messages: Array<{ role: string; tool_calls?: unknown; tool_call_id?: string; content: string }>;
    };
    const [assistantTurn, toolTurn] = second.messages.slice(-2);
    expect(assistantTurn).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_01', type: 'function', function: { name: 'buscar_faturas' } }],
    });
    expect(toolTurn).toMatchObject({ role: 'tool', tool_call_id: 'call_01' });
    expect(toolTurn!.content).toContain(`"numero":${numeroA}`);
    expect(toolTurn!.content).toContain('Cartório A');
    expect(toolTurn!.content).not.toContain('Cartório B');
    expect(sseChunks(res.body).join('')).toBe('Há uma fatura em aberto.');
  });

  it('returns a refused or invalid call to the model as an error result, and stops after the step limit', async () => {
    anthropic.enqueue(
      {
        chunks: ['Um momento.'],
        toolCalls: [
          { id: 'toolu_bad', name: 'situacao_fatura', input: { numero: 'abc' } },
          { id: 'toolu_off', name: 'buscar_base_de_conhecimento', input: { consulta: 'prazo' } },
        ],
      },
      { chunks: ['Não consegui.'] },
    );
    const res = await converse('cliente', 'anthropic', userText('Situação da fatura abc?'));
    const second = anthropic.requests[1]!.body as { messages: Array<{ content: unknown }> };
    const results = second.messages.at(-1)!.content as Array<{
      tool_use_id: string;
      is_error: boolean;
      content: unknown;
    }>;
    expect(results.map((r) => [r.tool_use_id, r.is_error])).toEqual([
      ['toolu_bad', true],
      ['toolu_off', true],
    ]);
    expect(JSON.stringify(results[0]!.content)).toContain('Informe o número da fatura.');
    expect(JSON.stringify(results[1]!.content)).toContain('Ferramenta indisponível para este assistente.');
    expect(sseToolEvents(res.body).filter((s) => s.state === 'error')).toHaveLength(1);

    // a model that keeps calling tools gets at most 4 rounds, then the answer ends with a notice
    const looping = { chunks: [], toolCalls: [{ id: 'toolu_x', name: 'buscar_faturas', input: {} }] };
    anthropic.enqueue(looping, looping, looping, looping, looping, looping);
    const loop = await converse('cliente', 'anthropic', userText('Faturas?'));
    expect(anthropic.requests).toHaveLength(2 + 5);
    expect(sseChunks(loop.body).join('')).toContain('Limite de consultas a ferramentas atingido');
    expect(sseData(loop.body).at(-1)).toBe('[DONE]');
  });
});

describe('tool steps in the history', () => {
  it('a reopened conversation shows each reply’s steps with their outcome; the question has none', async () => {
    anthropic.enqueue(
      {
        chunks: ['Vou verificar.'],
        toolCalls: [
          { id: 'toolu_h1', name: 'situacao_fatura', input: { numero: numeroA } },
          { id: 'toolu_h2', name: 'situacao_fatura', input: { numero: 'abc' } },
        ],
      },
      { chunks: ['A fatura está em aberto.'] },
    );
    const res = await converse('cliente', 'anthropic', userText(`Situação da fatura ${numeroA}?`));
    expect(res.status).toBe(200);
    const told = sseToolEvents(res.body).filter((s) => s.state !== 'running');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/threads/${res.threadId}/messages`,
      headers: await t.authHeader('cliente'),
    });
    expect(history.statusCode).toBe(200);
    const items = page(history, messageItemSchema).data;
    expect(items.map((item) => item.messages.role)).toEqual(['user', 'assistant']);
    expect(items[0]!.tools).toBeUndefined();
    expect(items[1]!.tools).toEqual(told);
    expect(items[1]!.tools!.map((s) => [s.id, s.state])).toEqual([
      ['toolu_h1', 'done'],
      ['toolu_h2', 'error'],
    ]);
    expect(items[1]!.tools![0]!.label).toMatch(new RegExp(`^Fatura nº ${numeroA}: Em aberto`));

    // a reply without tools keeps none; the database refuses steps on a question
    anthropic.enqueue({ chunks: ['De nada.'] });
    await converse('cliente', 'anthropic', userText('Obrigado'), res.threadId);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/threads/${res.threadId}/messages`,
      headers: await t.authHeader('cliente'),
    });
    const last = page(again, messageItemSchema).data.at(-1)!;
    expect(last.messages.role).toBe('assistant');
    expect(last.tools).toBeUndefined();
    await expect(
      t.app.deps.db.insert(aiMessages).values({
        threadId: res.threadId,
        role: 'user',
        content: [{ text: 'x' }],
        toolSteps: told,
      }),
    ).rejects.toThrow();
  });
});

describe('authorization: tools × roles, as the HTTP routes', () => {
  it.each([
    ['cliente', 'anthropic'],
    ['clienteB', 'openai-compatible'],
  ] as const)('a %s never reaches another client’s faturas (%s)', async (who, provider) => {
    const fake = fakeOf(provider);
    const mine = who === 'cliente' ? numeroA : numeroB;
    const theirs = who === 'cliente' ? numeroB : numeroA;
    const other = who === 'cliente' ? t.fixture.clientB.id : t.fixture.clientA.id;
    fake.enqueue(
      {
        chunks: [],
        toolCalls: [
          { id: 'call_a', name: 'situacao_fatura', input: { numero: theirs } },
          { id: 'call_b', name: 'buscar_faturas', input: { cliente_id: other } },
          { id: 'call_c', name: 'situacao_fatura', input: { numero: mine } },
        ],
      },
      { chunks: ['ok'] },
    );
    const res = await converse(who, provider, userText('Faturas'));
    const labels = sseToolEvents(res.body)
      .filter((s) => s.state !== 'running')
      .map((s) => s.label);
    expect(labels[0]).toBe(`Fatura nº ${theirs} não encontrada`);
    expect(labels[1]).toBe('1 fatura(s) encontrada(s)');
    expect(labels[2]).toMatch(new RegExp(`^Fatura nº ${mine}: Em aberto`));
    // what the model reads back names only the caller's own client
    const next = JSON.stringify(fake.requests[1]!.body);
    expect(next).toContain(who === 'cliente' ? 'Cartório A' : 'Cartório B');
    expect(next).not.toContain(who === 'cliente' ? 'Cartório B' : 'Cartório A');
  });

  it('staff see any client’s faturas; the CNIB needs the client’s contract (SERVICE_NOT_CONTRACTED)', async () => {
    anthropic.enqueue(
      {
        chunks: [],
        toolCalls: [
          { id: 'toolu_s1', name: 'situacao_fatura', input: { numero: numeroB } },
          {
            id: 'toolu_s2',
            name: 'consultar_cnib',
            input: { documento: ONR_CPF_LIVRE, cliente_id: t.fixture.clientB.id },
          },
        ],
      },
      { chunks: ['ok'] },
    );
    const res = await converse('operador', 'anthropic', userText('Fatura e CNIB do cliente B'));
    const done = sseToolEvents(res.body).filter((s) => s.state !== 'running');
    expect(done[0]!.label).toMatch(new RegExp(`^Fatura nº ${numeroB}: Em aberto`));
    expect(done[1]).toMatchObject({ state: 'error', label: apiErrorMessage('SERVICE_NOT_CONTRACTED') });

    anthropic.enqueue(
      {
        chunks: [],
        toolCalls: [{ id: 'toolu_b', name: 'consultar_cnib', input: { documento: ONR_CPF_LIVRE } }],
      },
      { chunks: ['ok'] },
    );
    const b = await converse('clienteB', 'anthropic', userText(`CNIB do CPF ${ONR_CPF_LIVRE}`));
    expect(sseToolEvents(b.body).at(-1)).toMatchObject({
      state: 'error',
      label: apiErrorMessage('SERVICE_NOT_CONTRACTED'),
    });
  });
});

function apiErrorMessage(code: 'SERVICE_NOT_CONTRACTED'): string {
  return code === 'SERVICE_NOT_CONTRACTED'
    ? 'Este serviço não está contratado para o seu cartório. Fale com o Sião para contratá-lo.'
    : code;
}

describe('consultar_cnib: confirmation, then usage and audit exactly like the page', () => {
  it('asks first (nothing spent), runs once on the confirm button, and records like POST /consultas', async () => {
    const { db } = t.app.deps;
    const before = await db.select().from(cnibConsultations);
    anthropic.enqueue(
      {
        chunks: ['Preciso da sua confirmação.'],
        toolCalls: [{ id: 'toolu_c1', name: 'consultar_cnib', input: { documento: '529.982.247-25' } }],
      },
      { chunks: ['Confirme no botão para eu consultar.'] },
    );
    const ask = await converse('cliente', 'anthropic', userText('Consulte a CNIB do CPF 529.982.247-25'));
    const confirm = sseToolEvents(ask.body).at(-1)!;
    expect(confirm).toMatchObject({
      state: 'confirm',
      name: 'consultar_cnib',
      confirmation: { button: 'Confirmar consulta' },
    });
    expect(confirm.confirmation!.question).toContain('CPF 529.982.247-25');
    expect(await db.select().from(cnibConsultations)).toHaveLength(before.length);
    expect(onr.calls.filter((c) => JSON.stringify(c).includes(ONR_CPF_LIVRE))).toHaveLength(0);
    const waiting = JSON.stringify(anthropic.requests[1]!.body);
    expect(waiting).toContain('aguardando_confirmacao');

    // someone else (in a conversation of their own) cannot use this confirmation; the owner can, once
    const id = confirm.confirmation!.id;
    const thief = await converse('operador', 'anthropic', {
      ...userText('Confirmo a consulta.'),
      confirmar_ferramenta: id,
    });
    expect(thief.status).toBe(409);
    expect(apiError(thief.res).code).toBe('AI_TOOL_CONFIRMATION_INVALID');
    anthropic.reset();
    anthropic.enqueue({ chunks: ['O CPF não tem indisponibilidade.'] });
    const ok = await converse(
      'cliente',
      'anthropic',
      { ...userText('Confirmo a consulta.'), confirmar_ferramenta: id },
      ask.threadId,
    );
    expect(ok.status).toBe(200);
    expect(anthropic.requests.length, ok.body).toBe(1);
    const steps = sseToolEvents(ok.body);
    expect(steps.map((s) => s.state)).toEqual(['running', 'done']);
    expect(steps[1]!.label).toBe('CPF 529.982.247-25: nenhuma indisponibilidade');
    expect(steps[1]!.link?.url).toMatch(/\/verificar\/cnib\//);
    const request = anthropic.requests[0]!.body as { messages: Array<{ role: string; content: unknown }> };
    expect(request.messages.at(-2)).toMatchObject({
      role: 'assistant',
      content: [{ type: 'tool_use', name: 'consultar_cnib', input: { documento: '529.982.247-25' } }],
    });
    expect(JSON.stringify(request.messages.at(-1))).toContain('Indisponível: NÃO');
    expect(sseChunks(ok.body).join('')).toBe('O CPF não tem indisponibilidade.');
    const again = await converse(
      'cliente',
      'anthropic',
      { ...userText('Confirmo a consulta.'), confirmar_ferramenta: id },
      ask.threadId,
    );
    expect(again.status).toBe(409);
    expect(apiError(again.res).code).toBe('AI_TOOL_CONFIRMATION_INVALID');

    // the page's consultation, for comparison
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/services/cnib/consultas',
      headers: await t.authHeader('cliente'),
      payload: { documento: ONR_CPF_INDISPONIVEL },
    });
    expect(page.statusCode).toBe(200);
    const consultations = await db.select().from(cnibConsultations);
    const tool = consultations.find(
      (c) => c.document === ONR_CPF_LIVRE && !before.some((b) => b.id === c.id),
    )!;
    const viaPage = consultations.find((c) => c.document === ONR_CPF_INDISPONIVEL)!;
    const shape = (c: typeof tool) => ({ clientId: c.clientId, userId: c.userId, status: c.status });
    expect(shape(tool)).toEqual(shape(viaPage));
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.entity, 'cnib_consultation'));
    const auditOf = (id: string) => audits.find((a) => a.entityId === id)!;
    const auditShape = (a: (typeof audits)[number]) => ({
      action: a.action,
      clientId: a.clientId,
      actorId: a.actorId,
      detailKeys: Object.keys(a.details as object).sort(),
    });
    expect(auditShape(auditOf(tool.id))).toEqual(auditShape(auditOf(viaPage.id)));
    expect(auditOf(tool.id).actorId).toBe(t.fixture.users.cliente.id);
    const uses = await db
      .select()
      .from(serviceUsage)
      .where(and(eq(serviceUsage.service, 'cnib'), eq(serviceUsage.clientId, t.fixture.clientA.id)));
    const useShape = (u: (typeof uses)[number]) => ({
      userId: u.userId,
      outcome: u.outcome,
      service: u.service,
    });
    expect(uses.map(useShape)).toEqual([useShape(uses[0]!), useShape(uses[0]!)]);
    expect(uses).toHaveLength(2);
  });

  it('counts every round’s tokens in the client’s usage', async () => {
    const usage = async () =>
      data(
        await t.app.inject({
          method: 'GET',
          url: `/api/clients/${t.fixture.clientA.id}/ai-usage`,
          headers: await t.authHeader('superadmin'),
        }),
        aiUsageSchema,
      );
    const before = await usage();
    anthropic.enqueue(
      {
        chunks: [],
        inputTokens: 100,
        outputTokens: 10,
        toolCalls: [{ id: 'toolu_u', name: 'buscar_faturas', input: {} }],
      },
      { chunks: ['ok'], inputTokens: 200, outputTokens: 20 },
    );
    await converse('cliente', 'anthropic', userText('Faturas'));
    const after = await usage();
    const spent = (u: typeof before) => u.input_tokens + u.output_tokens;
    expect(spent(after) - spent(before)).toBe(330);
  });
});
