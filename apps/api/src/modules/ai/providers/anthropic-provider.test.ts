import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeAnthropic } from '../../../../test/fakes/fake-anthropic';
import { collect, createMemoryLogger } from '../../../../test/helpers/provider-stream';
import { createAnthropicProvider } from './anthropic-provider';
import { ProviderError, type StreamRequest } from './types';

const fake = createFakeAnthropic();
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

function provider(timeoutMs = 5_000) {
  return createAnthropicProvider({
    apiKey: 'sk-ant-test',
    baseURL,
    timeoutMs,
    retry: { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 50 },
    log,
  });
}

function request(overrides: Partial<StreamRequest> = {}): StreamRequest {
  return {
    system: 'Você é um assistente de cartório.',
    messages: [{ role: 'user', parts: [{ type: 'text', text: 'Olá!' }] }],
    model: 'claude-sonnet-4-5',
    mode: 'chat',
    signal: new AbortController().signal,
    requestId: 'req-test-1',
    ...overrides,
  };
}

describe('Anthropic provider against a fake Messages API', () => {
  it('relays the text deltas in order and reports the exact usage', async () => {
    fake.enqueue({ chunks: ['Bom ', 'dia, ', 'tabelião!'], inputTokens: 120, outputTokens: 9 });
    const stream = provider().stream(request({ temperature: 0.2, maxOutputTokens: 500 }));
    const { chunks, error } = await collect(stream);
    expect(error).toBeUndefined();
    expect(chunks.join('')).toBe('Bom dia, tabelião!');
    expect(stream.usage()).toEqual({ inputTokens: 120, outputTokens: 9, estimated: false });
    const sent = fake.requests[0]?.body as Record<string, unknown>;
    expect(fake.requests[0]?.headers['x-api-key']).toBe('sk-ant-test');
    expect(sent).toMatchObject({
      model: 'claude-sonnet-4-5',
      stream: true,
      max_tokens: 500,
      temperature: 0.2,
    });
    expect(JSON.stringify(sent.system)).toContain('assistente de cartório');
  });

  it('sends PDFs and images as native blocks and other files as their extracted text', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 fake');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await collect(
      provider().stream(
        request({
          messages: [
            {
              role: 'user',
              parts: [
                { type: 'text', text: 'Analise.' },
                {
                  type: 'document',
                  format: 'pdf',
                  name: 'certidao.pdf',
                  data: pdf,
                  description: 'Certidão de óbito',
                },
                { type: 'image', format: 'png', name: 'rg.png', data: png },
                {
                  type: 'document',
                  format: 'docx',
                  name: 'contrato.docx',
                  data: pdf,
                  text: 'Cláusula primeira',
                },
              ],
            },
          ],
        }),
      ),
    );
    const body = fake.requests[0]?.body as { messages: Array<{ content: Array<Record<string, unknown>> }> };
    const content = body.messages[0]?.content ?? [];
    const types = content.map((block) => block.type);
    expect(types).toEqual(['text', 'text', 'document', 'image', 'text']);
    expect(content[2]).toMatchObject({ source: { type: 'base64', media_type: 'application/pdf' } });
    expect(content[1]?.text).toContain('Certidão de óbito');
    expect(content[4]?.text).toContain('Cláusula primeira');
    expect(content[4]?.text).toContain('contrato.docx');
  });

  it('retries 529 and 429 before the first token, then streams', async () => {
    fake.enqueue({ status: 529 }, { status: 429, retryAfterSeconds: 0 }, { chunks: ['ok'] });
    const { chunks, error } = await collect(provider().stream(request()));
    expect(error).toBeUndefined();
    expect(chunks).toEqual(['ok']);
    expect(fake.requests).toHaveLength(3);
    expect(log.entries.filter((e) => e.level === 'warn')).toHaveLength(2);
    expect(log.entries[0]?.payload.reqId).toBe('req-test-1');
  });

  it('gives up after the retries and logs the failure with the request id', async () => {
    fake.setDefault({ status: 503 });
    const { error } = await collect(provider().stream(request()));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).statusCode).toBe(503);
    expect(fake.requests).toHaveLength(3);
    const failure = log.entries.find((e) => e.level === 'error');
    expect(failure?.payload).toMatchObject({ reqId: 'req-test-1', status: 503, provider: 'anthropic' });
  });

  it('does not retry a 400', async () => {
    fake.enqueue({ status: 400 });
    const { error } = await collect(provider().stream(request()));
    expect((error as ProviderError).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(1);
  });

  it('surfaces a mid-stream error after the text already relayed, without retrying', async () => {
    fake.enqueue({ chunks: ['um ', 'dois ', 'três'], errorAfterChunks: 2 });
    const { chunks, error } = await collect(provider().stream(request()));
    expect(chunks.join('')).toBe('um dois ');
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).afterFirstToken).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('closes the upstream request on an abort and keeps the usage counted so far', async () => {
    fake.enqueue({ chunks: ['parcial ', 'resposta'], hangAfterChunks: true, inputTokens: 77 });
    const controller = new AbortController();
    const stream = provider().stream(request({ signal: controller.signal }));
    const seen: string[] = [];
    let aborted: Error | undefined;
    try {
      for await (const delta of stream.deltas) {
        seen.push(delta);
        if (seen.length === 2) {
          // the upstream hangs forever after these chunks: only the abort can close it
          const disconnect = fake.nextDisconnect(10_000);
          controller.abort();
          await disconnect;
        }
      }
    } catch (error) {
      aborted = error as Error;
    }
    expect(aborted?.name).toBe('AbortError');
    expect(seen.join('')).toBe('parcial resposta');
    expect(stream.usage()).toMatchObject({ inputTokens: 77, estimated: true });
    expect(stream.usage().outputTokens).toBeGreaterThan(0);
    expect(log.entries.filter((e) => e.level === 'error')).toHaveLength(0);
  });

  it('fails with a timeout when the first token never comes', async () => {
    fake.enqueue({ firstTokenDelayMs: 3_000 });
    // the first token would come after 3 s: a timeout error proves the 300 ms limit fired first
    const { error } = await collect(provider(300).stream(request()));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error?.message).toMatch(/timed out/);
  });

  it('warms up at boot on a canned Messages API reply, without calling the upstream', async () => {
    await expect(provider().warmUp?.()).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
});
