import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOpenAi } from '../../../../test/fakes/fake-openai';
import { collect, createMemoryLogger } from '../../../../test/helpers/provider-stream';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import { ProviderError, type StreamRequest } from './types';

const fake = createFakeOpenAi();
const log = createMemoryLogger();
let baseURL = '';

beforeAll(async () => {
  baseURL = `${await fake.start()}/v1`;
});
afterAll(() => fake?.stop());
beforeEach(() => {
  fake.reset();
  log.entries.length = 0;
});

const provider = () =>
  createOpenAiCompatibleProvider({
    baseURL,
    apiKey: 'sk-local',
    defaultModel: 'llama3.1:8b',
    timeoutMs: 5_000,
    retry: { maxRetries: 1, baseDelayMs: 5, maxDelayMs: 20 },
    log,
  });

const request = (overrides: Partial<StreamRequest> = {}): StreamRequest => ({
  system: 'Responda em português.',
  messages: [{ role: 'user', parts: [{ type: 'text', text: 'Qual o prazo?' }] }],
  model: 'claude-sonnet-4-5',
  mode: 'chat',
  signal: new AbortController().signal,
  requestId: 'req-oai',
  ...overrides,
});

describe('OpenAI-compatible provider against a fake Chat Completions server', () => {
  it('relays chunks until [DONE], asks for usage and maps a Claude model to the server default', async () => {
    fake.enqueue({ chunks: ['O prazo ', 'é de ', '30 dias.'], inputTokens: 33, outputTokens: 8 });
    const stream = provider().stream(request());
    const { chunks, error } = await collect(stream);
    expect(error).toBeUndefined();
    expect(chunks.join('')).toBe('O prazo é de 30 dias.');
    expect(stream.usage()).toEqual({ inputTokens: 33, outputTokens: 8, estimated: false });
    const body = fake.requests[0]?.body as Record<string, unknown>;
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-local');
    expect(body).toMatchObject({
      model: 'llama3.1:8b',
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(body.messages).toEqual([
      { role: 'system', content: 'Responda em português.' },
      { role: 'user', content: 'Qual o prazo?' },
    ]);
  });

  it('sends a PDF as its extracted text, with name and description', async () => {
    await collect(
      provider().stream(
        request({
          model: 'qwen2.5',
          messages: [
            {
              role: 'user',
              parts: [
                { type: 'text', text: 'Resuma.' },
                {
                  type: 'document',
                  format: 'pdf',
                  name: 'escritura.pdf',
                  data: new Uint8Array([1, 2, 3]),
                  text: 'ESCRITURA PÚBLICA DE COMPRA E VENDA',
                  description: 'Escritura do imóvel',
                },
              ],
            },
          ],
        }),
      ),
    );
    const body = fake.requests[0]?.body as { model: string; messages: Array<{ content: unknown }> };
    expect(body.model).toBe('qwen2.5');
    const text = JSON.stringify(body.messages[1]?.content);
    expect(text).toContain('ESCRITURA PÚBLICA DE COMPRA E VENDA');
    expect(text).toContain('Escritura do imóvel');
    expect(text).not.toContain('AQID'); // no base64 of the bytes
  });

  it('retries a 429 before the first token', async () => {
    fake.enqueue({ status: 429, retryAfterSeconds: 0 }, { chunks: ['pronto'] });
    const { chunks } = await collect(provider().stream(request()));
    expect(chunks).toEqual(['pronto']);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a mid-stream error event as a provider error after the relayed text', async () => {
    fake.enqueue({ chunks: ['a', 'b', 'c'], errorAfterChunks: 1 });
    const { chunks, error } = await collect(provider().stream(request()));
    expect(chunks).toEqual(['a']);
    expect(error).toBeInstanceOf(ProviderError);
    expect(fake.requests).toHaveLength(1);
  });

  it('closes the upstream request on an abort', async () => {
    fake.enqueue({ chunks: ['x'], hangAfterChunks: true });
    const controller = new AbortController();
    const stream = provider().stream(request({ signal: controller.signal }));
    const iterator = stream.deltas[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('x');
    // the upstream hangs forever after 'x': only the abort can close it
    const disconnect = fake.nextDisconnect(10_000);
    controller.abort();
    await disconnect;
    await expect(iterator.next()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('warms up at boot on a canned Chat Completions reply, without calling the upstream', async () => {
    await expect(provider().warmUp?.()).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
});
