import { afterEach, describe, expect, it, vi } from 'vitest';
import { converseStream } from './converse-stream';
import { createFrameBuffer } from './frame-buffer';
import { createSseLineParser, type StreamEvent } from './sse-parser';

const chunk = (text: string) => `data: ${JSON.stringify({ messages: { content: [{ text }] } })}\n`;

afterEach(() => vi.restoreAllMocks());

describe('SSE line parser (spec §7)', () => {
  it('emits text chunks, ignores [PING] and blank lines, ends on [DONE], even across split chunks', () => {
    const events: StreamEvent[] = [];
    const parser = createSseLineParser((e) => events.push(e));
    const body = `${chunk('Olá')}\ndata: [PING]\n${chunk(', tudo bem?')}data: [DONE]\n`;
    for (let i = 0; i < body.length; i += 7) parser.push(body.slice(i, i + 7));
    parser.end();
    expect(events).toEqual([
      { type: 'text', text: 'Olá' },
      { type: 'text', text: ', tudo bem?' },
      { type: 'done' },
    ]);
  });
  it('flags [ERRO INTERNO] and logs unparseable lines as "Erro ao parsear:" before skipping them', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: StreamEvent[] = [];
    const parser = createSseLineParser((e) => events.push(e));
    parser.push(`data: {quebrado\r\n${chunk('ok')}data: [ERRO INTERNO] provedor indisponível`);
    parser.end();
    expect(events).toEqual([
      { type: 'text', text: 'ok' },
      { type: 'error', message: '[ERRO INTERNO] provedor indisponível' },
    ]);
    expect(log).toHaveBeenCalledWith('Erro ao parsear:', '{quebrado', expect.any(SyntaxError));
  });
});

/** A fake response that hands out one line each time the reader asks (no timers): `served()` counts them. */
function streamingFetch(lines: string[]): typeof fetch & { served: () => number } {
  let served = 0;
  const fetchImpl = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('abort', 'AbortError')),
          );
        },
        pull(controller) {
          if (init?.signal?.aborted) return;
          const line = lines[served];
          if (line === undefined) return controller.close();
          served++;
          controller.enqueue(encoder.encode(line));
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { status: 200 });
  };
  return Object.assign(fetchImpl, { served: () => served });
}

describe('converseStream', () => {
  const base = { url: 'http://api/threads/1/converse-stream', headers: {}, body: { messages: [] } };
  it('appends every chunk and resolves "done" on [DONE]', async () => {
    const texts: string[] = [];
    const outcome = await converseStream({
      ...base,
      signal: new AbortController().signal,
      onText: (t) => texts.push(t),
      fetchImpl: streamingFetch([chunk('A'), 'data: [PING]\n', chunk('B'), 'data: [DONE]\n', chunk('C')]),
    });
    expect(outcome).toBe('done');
    expect(texts.join('')).toBe('AB');
  });
  it('resolves "aborted" as soon as the signal fires mid-stream, reading no further', async () => {
    const controller = new AbortController();
    const lines = Array.from({ length: 100 }, (_, i) => chunk(String(i)));
    const texts: string[] = [];
    const fetchImpl = streamingFetch(lines);
    const outcome = await converseStream({
      ...base,
      signal: controller.signal,
      onText: (text) => {
        texts.push(text);
        if (texts.length === 2) controller.abort();
      },
      fetchImpl,
    });
    expect(outcome).toBe('aborted');
    expect(texts).toEqual(['0', '1']);
    expect(fetchImpl.served()).toBe(2);
  });
  it('resolves "error" on a failed response', async () => {
    const fetchImpl: typeof fetch = async () => new Response('{}', { status: 500 });
    expect(
      await converseStream({ ...base, signal: new AbortController().signal, onText: () => {}, fetchImpl }),
    ).toBe('error');
  });
});

it('frame buffer paints at most once per frame', () => {
  const frames: (() => void)[] = [];
  const painted: string[] = [];
  const buffer = createFrameBuffer(
    (t) => painted.push(t),
    (cb) => frames.push(cb),
    () => undefined,
  );
  buffer.push('a');
  buffer.push('b');
  buffer.push('c');
  expect(frames).toHaveLength(1);
  frames.shift()!();
  buffer.push('d');
  buffer.flushNow();
  expect(painted).toEqual(['abc', 'd']);
});
