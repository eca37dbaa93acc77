import { jobStatusSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { defineJob, type SendOptions } from '../../lib/jobs/types';

let t: TestApp;
let release = () => {};
const gate = new Promise<void>((resolve) => {
  release = resolve;
});
const importJob = defineJob({
  name: 'test-import',
  async handler(_payload, ctx) {
    await ctx.progress(2, 5);
    await gate;
    await ctx.progress(5, 5);
  },
});

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_SECONDS: '0.5' }, { jobs: [importJob] });
});
afterAll(async () => {
  release();
  await t?.close();
});

const enqueue = (name: string, options: SendOptions) =>
  t.app.deps.db.transaction((tx) => t.app.deps.jobs.enqueue(tx, name, {}, options));

const status = async (who: 'operador' | 'cliente' | 'clienteB', id: string) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: await t.authHeader(who) });

describe('GET /api/jobs/{id}', () => {
  it("shows state and progress to staff and to the job's own client only", async () => {
    const id = await enqueue('test-import', { clientId: t.fixture.clientA.id });
    await vi.waitFor(async () => {
      const res = await status('operador', id);
      expect(res.statusCode, res.body).toBe(200);
      expect(data(res, jobStatusSchema)).toMatchObject({
        id,
        state: 'active',
        progress: { done: 2, total: 5 },
      });
    });
    expect(data(await status('cliente', id), jobStatusSchema).progress).toEqual({ done: 2, total: 5 });
    const other = await status('clienteB', id);
    expect(other.statusCode).toBe(404);
    expect(apiError(other)).toEqual({ code: 'JOB_NOT_FOUND', message: 'Tarefa não encontrada.' });

    release();
    await vi.waitFor(async () => {
      expect(data(await status('cliente', id), jobStatusSchema)).toMatchObject({
        state: 'completed',
        progress: { done: 5, total: 5 },
        error: null,
      });
    });
  });

  it('answers 404 to a cliente for a job enqueued for no client, and for an unknown id', async () => {
    const id = await enqueue('test-import', { startAfter: new Date(Date.now() + 3_600_000) });
    expect(data(await status('operador', id), jobStatusSchema).state).toBe('created');
    expect((await status('cliente', id)).statusCode).toBe(404);
    expect((await status('operador', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
