import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeAnthropic } from '../../../test/fakes/fake-anthropic';
import { createAssistant, createThread, sseData, userText } from '../../../test/helpers/ai-converse';
import { apiError } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { defineJob } from '../../lib/jobs/types';
import { checkMetricsAccess } from '../../lib/metrics/access';
import { parseCidrList } from '../../lib/net/cidr-list';

const TOKEN = 'metrics-token-0123456789';
const fake = createFakeAnthropic();
let t: TestApp;
const failingJob = defineJob({
  name: 'metrics-test-falha',
  retryLimit: 0,
  handler: async () => {
    throw new Error('falha de teste');
  },
});

beforeAll(async () => {
  const base = await fake.start();
  t = await createTestApp(
    {
      METRICS_TOKEN: TOKEN,
      METRICS_ALLOW: '10.20.0.0/16, ::1',
      ANTHROPIC_API_KEY: 'sk-ant-fake',
      ANTHROPIC_BASE_URL: `${base}/v1`,
      AI_MAX_RETRIES: '0',
      JOBS_POLL_SECONDS: '0.5',
    },
    { jobs: [failingJob] },
  );
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress: '192.0.2.9' });

/** The value of one series, `name{labels}` written exactly as Prometheus prints it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('is refused without the token (401), with a wrong one (403), and open from an allowed network', async () => {
    const none = await scrape({});
    expect(none.statusCode).toBe(401);
    expect(apiError(none).code).toBe('TOKEN_NOT_PROVIDED');
    const wrong = await scrape({ authorization: 'Bearer outro-token-qualquer-000' });
    expect(wrong.statusCode).toBe(403);
    expect(apiError(wrong).code).toBe('FORBIDDEN');
    const fromLan = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.20.3.4' });
    expect(fromLan.statusCode).toBe(200);
    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toContain('process_resident_memory_bytes');
  });

  it('does not exist when neither METRICS_TOKEN nor METRICS_ALLOW is set', () => {
    const request = { authorization: `Bearer ${TOKEN}`, peer: '127.0.0.1' };
    expect(checkMetricsAccess({ token: undefined, allow: null }, request)).toBe('off');
    expect(checkMetricsAccess({ token: undefined, allow: parseCidrList('127.0.0.0/8') }, request)).toBe(
      'allowed',
    );
    expect(() => parseCidrList('10.0.0.0/40')).toThrow();
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const admin = await t.authHeader('admin');
    const clientId = t.fixture.clientA.id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/clients/${clientId}`, headers: admin })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/clients/${clientId}` });
    const text = (await scrape()).body;
    const series = 'siao_http_request_duration_seconds_count{method="GET",route="/api/clients/:id"';
    expect(sample(text, `${series},status="200"}`)).toBe(1);
    expect(sample(text, `${series},status="401"}`)).toBe(1);
    expect(text).not.toContain(clientId);
  });

  it('counts LLM tokens and errors by provider, and open SSE streams', async () => {
    const cliente = await t.authHeader('cliente');
    const assistantId = await createAssistant(t.app, await t.authHeader('superadmin'));
    const converse = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/threads/${await createThread(t.app, cliente, assistantId)}/converse-stream`,
        headers: cliente,
        payload: userText('Olá'),
      });
    fake.enqueue({ chunks: ['Bom ', 'dia'], inputTokens: 50, outputTokens: 7 });
    expect(sseData((await converse()).body).at(-1)).toBe('[DONE]');
    fake.enqueue({ chunks: ['a', 'b', 'c'], errorAfterChunks: 1 });
    expect(sseData((await converse()).body).at(-1)).toContain('[ERRO INTERNO]');

    const text = (await scrape()).body;
    expect(
      sample(text, 'siao_llm_tokens_total{provider="anthropic",direction="input"}'),
    ).toBeGreaterThanOrEqual(50);
    expect(
      sample(text, 'siao_llm_tokens_total{provider="anthropic",direction="output"}'),
    ).toBeGreaterThanOrEqual(7);
    expect(sample(text, 'siao_llm_errors_total{provider="anthropic"}')).toBe(1);
    expect(sample(text, 'siao_sse_streams_open')).toBe(0);
  });

  it('reports job failures and queue depth by queue', async () => {
    const id = await t.app.deps.db.transaction((tx) => t.app.deps.jobs.enqueue(tx, 'metrics-test-falha', {}));
    await vi.waitFor(async () => expect((await t.app.deps.jobs.get(id))?.state).toBe('failed'));
    const text = (await scrape()).body;
    expect(sample(text, 'siao_job_failures_total{queue="metrics-test-falha"}')).toBe(1);
    expect(sample(text, 'siao_job_queue_depth{queue="metrics-test-falha",state="waiting"}')).toBe(0);
  });

  it('reports the PostgreSQL pool (PGlite has no pool)', async () => {
    const text = (await scrape()).body;
    if (t.app.deps.database.kind === 'postgres') {
      expect(sample(text, 'siao_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      // background job workers share the pool: the waiting count is a snapshot, only its presence is stable
      expect(sample(text, 'siao_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('siao_db_pool_connections{');
    }
  });
});
