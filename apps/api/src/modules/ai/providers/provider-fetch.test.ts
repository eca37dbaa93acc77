import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFetch } from './provider-fetch';

interface Seen {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let handler: (req: IncomingMessage, res: ServerResponse, seen: Seen) => void = () => undefined;
const seen: Seen[] = [];
/** resolves when the server sees a response closed before it ended */
let closedEarly: Promise<void> = Promise.resolve();
let base = '';

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const entry = { method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
  seen.push(entry);
  handler(req, res, entry);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** an SSE response that writes `events`, then stays open until the client goes away */
function hangingStream(events: string[]) {
  let gone: () => void = () => undefined;
  closedEarly = new Promise((resolve) => {
    gone = resolve;
  });
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const event of events) res.write(event);
    res.on('close', () => {
      if (!res.writableEnded) gone();
    });
  };
}

describe('providerFetch (the AI SDK providers’ HTTP client)', () => {
  it('sends the method, headers and body as given, asks for an uncompressed body and returns the response as fetch does', async () => {
    handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' });
      res.end('{"type":"error","error":{"type":"rate_limit_error","message":"Devagar"}}');
    };
    const res = await providerFetch(`${base}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'sk-teste',
        'x-ignored': undefined,
      } as never,
      body: '{"pergunta":"Olá, ç"}',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: '{"pergunta":"Olá, ç"}',
      headers: { 'x-api-key': 'sk-teste', 'accept-encoding': 'identity', 'content-type': 'application/json' },
    });
    expect(seen.at(-1)?.headers).not.toHaveProperty('x-ignored');
    expect(res.status).toBe(429);
    expect(res.ok).toBe(false);
    expect(res.statusText).toBe('Too Many Requests');
    expect(res.headers.get('retry-after')).toBe('3');
    expect(await res.json()).toEqual({
      type: 'error',
      error: { type: 'rate_limit_error', message: 'Devagar' },
    });
  });

  it('delivers a burst of events complete and in order', async () => {
    const events = Array.from(
      { length: 500 },
      (_, i) => `event: delta\ndata: {"i":${i},"t":"ação ${i}"}\n\n`,
    );
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const event of events) res.write(event);
      res.end();
    };
    const res = await providerFetch(`${base}/stream`, { method: 'POST', body: '{}' });
    expect(await res.text()).toBe(events.join(''));
  });

  it('gives a 204 a null body', async () => {
    handler = (_req, res) => res.writeHead(204).end();
    const res = await providerFetch(`${base}/vazio`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it('closes the upstream connection when the caller aborts mid-stream', async () => {
    hangingStream(['data: primeiro\n\n']);
    const controller = new AbortController();
    const res = await providerFetch(`${base}/lento`, {
      method: 'POST',
      body: '{}',
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: primeiro\n\n');
    const pending = reader.read();
    controller.abort();
    await expect(pending).rejects.toThrow();
    await closedEarly;
  });

  it('closes the upstream connection when the caller cancels the body', async () => {
    hangingStream(['data: primeiro\n\n']);
    const res = await providerFetch(`${base}/lento`, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await closedEarly;
  });

  it('rejects when the signal is already aborted, without sending anything', async () => {
    const before = seen.length;
    await expect(
      providerFetch(`${base}/nunca`, { method: 'POST', body: '{}', signal: AbortSignal.abort() }),
    ).rejects.toThrow();
    expect(seen).toHaveLength(before);
  });

  it('hands bodies it does not stream itself to the global fetch', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const res = await providerFetch(`${base}/form`, {
      method: 'POST',
      body: new URLSearchParams({ nome: 'José' }),
    });
    expect(await res.text()).toBe('ok');
    expect(seen.at(-1)?.body).toBe('nome=Jos%C3%A9');
  });
});
