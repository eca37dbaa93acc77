import { type AiToolEvent, STREAM_TOOL_EVENT } from '@siao/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FakeLlmServer } from '../fakes/fake-llm-server';

/** Parses an SSE body into its `data:` payloads. */
export function sseData(body: string): string[] {
  return body
    .split('\n\n')
    .map((event) => event.trim())
    .filter((event) => event.startsWith('data: '))
    .map((event) => event.slice(6));
}

/** The text chunks of a converse-stream body, in order (other events, such as the reply's id, left out). */
export function sseChunks(body: string): string[] {
  return sseData(body)
    .filter((data) => data.startsWith('{"messages"'))
    .map(
      (data) =>
        (JSON.parse(data) as { messages: { content: Array<{ text: string }> } }).messages.content[0]!.text,
    );
}

export async function createAssistant(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/assistants',
    headers,
    payload: {
      name: 'Assistente de teste',
      description: 'Teste',
      instructions: 'Seja breve.',
      provider: 'anthropic',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`assistente não criado: ${res.body}`);
  return res.json().data.id as string;
}

export async function createThread(
  app: FastifyInstance,
  headers: Record<string, string>,
  assistantId: string,
  name = 'Conversa de teste',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/threads',
    headers,
    payload: { name, description: name, ai_engine_org_id: assistantId },
  });
  if (res.statusCode !== 200) throw new Error(`conversa não criada: ${res.body}`);
  return res.json().data.id as string;
}

export const userText = (text: string) => ({ messages: [{ role: 'user', content: [{ text }] }] });

/** The `event: tool` steps of a converse-stream body, in order. */
export function sseToolEvents(body: string): AiToolEvent[] {
  return body
    .split('\n\n')
    .map((event) => event.trim())
    .filter((event) => event.startsWith(`event: ${STREAM_TOOL_EVENT}\n`))
    .map((event) => JSON.parse(event.slice(event.indexOf('\ndata: ') + 7)) as AiToolEvent);
}

/**
 * A refused converse-stream of a thread its caller already talked in: the request to the model,
 * started while the checks ran, is closed by the API (the upstream never ends on its own here) and
 * nothing of its answer reaches the caller. Returns the refusal.
 */
export async function refusedWhileRequested(
  fake: FakeLlmServer,
  refused: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const calls = fake.requests.length;
  const closed = fake.disconnects.length;
  fake.enqueue({ chunks: ['RESPOSTA-QUE-NAO-SAI'], hangAfterChunks: true });
  const res = await refused();
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.body).not.toContain('RESPOSTA-QUE-NAO-SAI');
  expect((await fake.nextDisconnect(10_000, closed)).requestIndex).toBe(calls);
  expect(fake.requests).toHaveLength(calls + 1);
  return res;
}
