import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { writeTokens } from '../auth/token-storage';
import { createHttpClient } from './http-client';

// The fake API answers 503 SERVICO_INDISPONIVEL (Retry-After: 2) to the next `outages` calls, as the
// real one does while its database or Redis is away, then answers normally.
const unavailable = {
  code: 'SERVICO_INDISPONIVEL',
  message:
    'O sistema perdeu a conexão com um serviço interno (banco de dados, cache ou armazenamento). Tente novamente em alguns segundos.',
};
let outages = 0;
let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (outages > 0) {
      outages--;
      res.setHeader('retry-after', '2');
      return sendJson(res, 503, { error: unavailable });
    }
    return sendJson(
      res,
      req.method === 'POST' ? 201 : 200,
      { data: { ok: req.method } },
      { fictionalRoute: true },
    );
  });
});
afterAll(() => server?.close());

/** each wait before a retry, as the client announces it (the timer is set right after) */
let waits: { retry: number; delayMs: number }[] = [];
let announced: () => void = () => {};
const nextWait = () => new Promise<void>((resolve) => (announced = resolve));
let ended = 0;
const client = () =>
  createHttpClient({
    baseUrl: `${server.url}/api/`,
    onRetry: (wait) => {
      waits.push(wait);
      announced();
    },
    onRetryEnd: () => ended++,
  });
const sentTimes = () => server.requests.length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  writeTokens({ token: 'tok', gpt_token: 'g', refresh_token: 'r' });
  server.requests.length = 0;
  waits = [];
  ended = 0;
  outages = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reads retried while the API is unavailable', () => {
  it('a GET answered 503 twice, then 200: waits what Retry-After asks each time, then gives the data', async () => {
    outages = 2;
    let wait = nextWait();
    const read = client().get('probe');
    await wait;
    expect(sentTimes()).toBe(1);
    wait = nextWait();
    vi.advanceTimersByTime(1_999);
    expect(sentTimes()).toBe(1);
    vi.advanceTimersByTime(1);
    await wait;
    expect(sentTimes()).toBe(2);
    vi.advanceTimersByTime(2_000);
    await expect(read).resolves.toEqual({ ok: 'GET' });
    expect(sentTimes()).toBe(3);
    // Retry-After (2 s) is longer than the first backoff (1 s), shorter than the second would be at 3+ tries
    expect(waits).toEqual([
      { retry: 1, delayMs: 2_000 },
      { retry: 2, delayMs: 2_000 },
    ]);
    expect(ended).toBe(1);
  });

  it('gives up after 4 attempts with the server’s Portuguese message', async () => {
    outages = 10;
    const read = client().get('probe');
    const failed = expect(read).rejects.toMatchObject({ status: 503, ...unavailable });
    for (let retry = 1; retry <= 3; retry++) {
      const wait = nextWait();
      if (retry > 1) vi.advanceTimersByTime(waits.at(-1)?.delayMs ?? 0);
      await wait;
    }
    vi.advanceTimersByTime(waits.at(-1)?.delayMs ?? 0);
    await failed;
    expect(sentTimes()).toBe(4);
    // capped exponential backoff: 1 s, 2 s, 4 s, but never shorter than Retry-After (2 s)
    expect(waits.map((w) => w.delayMs)).toEqual([2_000, 2_000, 4_000]);
    expect(ended).toBe(1);
  });

  it('a lost connection is retried with the backoff alone', async () => {
    const offline = createHttpClient({
      baseUrl: 'http://127.0.0.1:9/api/',
      retry: { tries: 3 },
      onRetry: (wait) => {
        waits.push(wait);
        announced();
      },
    });
    const read = offline.get('probe');
    const failed = expect(read).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await nextWait();
    const second = nextWait();
    vi.advanceTimersByTime(1_000);
    await second;
    vi.advanceTimersByTime(2_000);
    await failed;
    expect(waits.map((w) => w.delayMs)).toEqual([1_000, 2_000]);
  });

  it('never sends a write again: a POST answered 503 fails at once', async () => {
    outages = 1;
    await expect(client().post('probe', { a: 1 })).rejects.toMatchObject({ status: 503, ...unavailable });
    expect(server.requests.map((r) => r.method)).toEqual(['POST']);
    expect(waits).toEqual([]);
  });
});
