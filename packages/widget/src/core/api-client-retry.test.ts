// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

// A fake API on 127.0.0.1 that answers 503 SERVICO_INDISPONIVEL (Retry-After: 3) to the next `outages`
// calls, as the real one does while its database or Redis is away.
const unavailable =
  'O sistema perdeu a conexão com um serviço interno (banco de dados, cache ou armazenamento). Tente novamente em alguns segundos.';
let outages = 0;
const requests: string[] = [];
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    if (outages > 0) {
      outages--;
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '3' });
      return res.end(JSON.stringify({ error: { code: 'SERVICO_INDISPONIVEL', message: unavailable } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [{ id: 't1', title: 'Conversa', created_at: '2026-01-01T00:00:00Z' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => server?.close());

let waits: number[] = [];
let announced = () => {};
const nextWait = () => new Promise<void>((resolve) => (announced = resolve));
let ended = 0;
const client = () =>
  createApiClient(base, { authToken: 'tok' }, undefined, fetch, {
    onRetry: ({ delayMs }) => {
      waits.push(delayMs);
      announced();
    },
    onRetryEnd: () => ended++,
  });

beforeEach(() => {
  // the waits before each retry are timers the test moves forward: no real sleep
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requests.length = 0;
  waits = [];
  ended = 0;
});
afterEach(() => vi.useRealTimers());

it('a read answered 503 twice is tried again after Retry-After, then gives the data', async () => {
  outages = 2;
  let wait = nextWait();
  const threads = client().listThreads();
  await wait;
  wait = nextWait();
  vi.advanceTimersByTime(2_999);
  expect(requests).toHaveLength(1);
  vi.advanceTimersByTime(1);
  await wait;
  vi.advanceTimersByTime(3_000);
  await expect(threads).resolves.toMatchObject([{ id: 't1' }]);
  expect(requests).toEqual(Array(3).fill('GET /api/threads'));
  expect(waits).toEqual([3_000, 3_000]);
  expect(ended).toBe(1);
});

it('never sends a write again: a POST answered 503 fails at once with the server message', async () => {
  outages = 1;
  await expect(
    client().createThread({ name: 'Nova', description: '', ai_engine_org_id: 'org-1' }),
  ).rejects.toEqual(new ApiError(503, unavailable));
  expect(requests).toEqual(['POST /api/threads']);
  expect(waits).toEqual([]);
});

it('gives up after 4 attempts with the normal error', async () => {
  outages = 10;
  const threads = client().listAssistants();
  const failed = expect(threads).rejects.toEqual(new ApiError(503, unavailable));
  for (let retry = 1; retry <= 3; retry++) {
    const wait = nextWait();
    if (retry > 1) vi.advanceTimersByTime(waits.at(-1) ?? 0);
    await wait;
  }
  vi.advanceTimersByTime(waits.at(-1) ?? 0);
  await failed;
  expect(requests).toHaveLength(4);
  // capped exponential backoff (1 s, 2 s, 4 s), never shorter than Retry-After (3 s)
  expect(waits).toEqual([3_000, 3_000, 4_000]);
});
