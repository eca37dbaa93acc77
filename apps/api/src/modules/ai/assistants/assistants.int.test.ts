import {
  type AssistantAdmin,
  assistantAdminSchema,
  assistantSchema,
  DEFAULT_MODEL,
  errorCatalog,
  type Role,
} from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createThread } from '../../../../test/helpers/ai-converse';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Who = Role | 'clienteB';
const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.authHeader(who), payload });

let counter = 0;
/** A new assistant (unique name) saved by `who`; the answer as the API gives it. */
async function create(overrides: object = {}, who: Who = 'superadmin'): Promise<AssistantAdmin> {
  const res = await call(who, 'POST', '/api/assistants', { name: `Assistente ${++counter}`, ...overrides });
  expect(res.statusCode).toBe(201);
  return data(res, assistantAdminSchema);
}
const visibleIds = async (who: Who) =>
  data(await call(who, 'GET', '/api/assistants'), z.array(assistantSchema)).map((a) => a.id);
const managed = async () =>
  data(await call('admin', 'GET', '/api/assistants/manage'), z.array(assistantAdminSchema));

describe('creating and editing assistants', () => {
  it('fills what the form leaves out with the documented defaults', async () => {
    const saved = await create({ name: '  Minutas  ' });
    expect(saved).toMatchObject({
      name: 'Minutas',
      description: '',
      instructions: '',
      provider: 'auto',
      model: DEFAULT_MODEL,
      temperature: 0.3,
      max_output_tokens: 4096,
      interaction_mode: 'chat',
      default_chat: false,
      window_context: false,
      presentation: false,
      client_ids: null,
      active: true,
      legacy_openai_assistant_id: null,
    });
    const read = await call('admin', 'GET', `/api/assistants/${saved.id}`);
    expect(data(read, assistantAdminSchema)).toEqual(saved);
  });

  it('replaces every field on PUT and keeps a single default chat assistant', async () => {
    const first = await create({ default_chat: true });
    const second = await create();
    const res = await call('admin', 'PUT', `/api/assistants/${second.id}`, {
      name: 'Atendimento',
      instructions: 'Responda em português.',
      temperature: 1.2,
      default_chat: true,
      client_ids: [t.fixture.clientA.id, t.fixture.clientA.id],
    });
    expect(res.statusCode).toBe(200);
    expect(data(res, assistantAdminSchema)).toMatchObject({
      id: second.id,
      name: 'Atendimento',
      instructions: 'Responda em português.',
      temperature: 1.2,
      default_chat: true,
      client_ids: [t.fixture.clientA.id],
    });
    const defaults = (await managed()).filter((a) => a.default_chat).map((a) => a.id);
    expect(defaults).toEqual([second.id]);
    expect(defaults).not.toContain(first.id);
  });

  it('refuses invalid fields with the form’s own Portuguese messages', async () => {
    const res = await call('superadmin', 'POST', '/api/assistants', {
      name: ' ',
      temperature: 3,
      max_output_tokens: 10,
      client_ids: ['nao-e-uuid'],
    });
    expect(res.statusCode).toBe(400);
    const error = apiError(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries((error.details ?? []).map((d) => [d.field, d.message]));
    expect(byField).toMatchObject({
      name: 'Informe o nome do assistente.',
      temperature: 'A temperatura deve estar entre 0 e 2.',
      max_output_tokens: 'O máximo de tokens deve ser um número inteiro entre 64 e 64.000.',
      'client_ids.0': 'Cliente inválido.',
    });
  });

  it('answers ASSISTANT_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe']) {
      for (const res of [
        await call('admin', 'GET', `/api/assistants/${id}`),
        await call('admin', 'PUT', `/api/assistants/${id}`, { name: 'X' }),
        await call('admin', 'DELETE', `/api/assistants/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(apiError(res)).toEqual({
          code: 'ASSISTANT_NOT_FOUND',
          message: errorCatalog.ASSISTANT_NOT_FOUND.message,
        });
      }
    }
  });

  it('lets only superadmins and admins manage assistants', async () => {
    expect((await create({}, 'admin')).id).toBeTruthy();
    const target = await create();
    for (const who of ['operador', 'cliente'] as const) {
      const attempts = [
        await call(who, 'POST', '/api/assistants', { name: 'Intruso' }),
        await call(who, 'PUT', `/api/assistants/${target.id}`, { name: 'Intruso' }),
        await call(who, 'DELETE', `/api/assistants/${target.id}`),
        await call(who, 'GET', '/api/assistants/manage'),
        await call(who, 'GET', `/api/assistants/${target.id}`),
      ];
      expect(attempts.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await managed()).find((a) => a.id === target.id)?.name).toBe(target.name);
  });
});

describe('who sees which assistant', () => {
  it('shows an assistant for chosen clients only to those clients’ users (and to Sião staff)', async () => {
    const forB = await create({ client_ids: [t.fixture.clientB.id] });
    const forAll = await create();
    expect(forB.client_ids).toEqual([t.fixture.clientB.id]);
    expect(await visibleIds('clienteB')).toEqual(expect.arrayContaining([forB.id, forAll.id]));
    expect(await visibleIds('cliente')).toContain(forAll.id);
    expect(await visibleIds('cliente')).not.toContain(forB.id);
    expect(await visibleIds('operador')).toEqual(expect.arrayContaining([forB.id, forAll.id]));
  });

  it('keeps the widget view free of instructions and provider settings', async () => {
    const secret = await create({ instructions: 'Instrução interna', provider: 'anthropic' });
    const list = await call('cliente', 'GET', '/api/assistants');
    const item = (list.json() as { data: Record<string, unknown>[] }).data.find((a) => a.id === secret.id);
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'default_chat',
        'description',
        'id',
        'interaction_mode',
        'name',
        'presentation',
        'suggested_questions',
        'window_context',
      ].sort(),
    );
  });

  it('does not let a client open a conversation with another client’s assistant', async () => {
    const forB = await create({ client_ids: [t.fixture.clientB.id] });
    const res = await call('cliente', 'POST', '/api/threads', { name: 'Oi', ai_engine_org_id: forB.id });
    expect(res.statusCode).toBe(404);
    expect(apiError(res).code).toBe('ASSISTANT_NOT_FOUND');
    await createThread(t.app, await t.authHeader('clienteB'), forB.id);
  });

  it('hides an inactive assistant from everyone but the managers', async () => {
    const off = await create({ active: false });
    for (const who of ['cliente', 'clienteB', 'operador'] as const)
      expect(await visibleIds(who)).not.toContain(off.id);
    expect((await managed()).find((a) => a.id === off.id)?.active).toBe(false);
  });
});

describe('removing assistants', () => {
  it('deletes an unused assistant and only deactivates one with conversations', async () => {
    const unused = await create();
    const used = await create();
    const cliente = await t.authHeader('cliente');
    const threadId = await createThread(t.app, cliente, used.id);

    const deleted = await call('admin', 'DELETE', `/api/assistants/${unused.id}`);
    expect(data(deleted, z.object({ result: z.string() }))).toEqual({ result: 'deleted' });
    expect((await call('admin', 'GET', `/api/assistants/${unused.id}`)).statusCode).toBe(404);

    const deactivated = await call('admin', 'DELETE', `/api/assistants/${used.id}`);
    expect(data(deactivated, z.object({ result: z.string() }))).toEqual({ result: 'deactivated' });
    expect(await visibleIds('cliente')).not.toContain(used.id);
    // the conversation keeps its assistant's name
    const threads = (await t.app.inject({ method: 'GET', url: '/api/threads', headers: cliente })).json() as {
      data: { id: string; ai_engine_org: { name: string } }[];
    };
    expect(threads.data.find((th) => th.id === threadId)?.ai_engine_org.name).toBe(used.name);
  });
});
