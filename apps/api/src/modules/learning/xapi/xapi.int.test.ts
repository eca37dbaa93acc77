import { createHash } from 'node:crypto';
import type { LearnerJourney } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeLrs } from '../../../../test/fakes/fake-lrs';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { seedLearning } from '../../../seed/learning';
import { type XapiStatement, xapiJob } from './xapi-service';

let t: TestApp;
let lrs: Awaited<ReturnType<typeof startFakeLrs>> | undefined;
const AUTH = 'Basic c2lhbzpzZWdyZWRv';
/** the step the learner finished in the first test */
let doneStepId: string | undefined;

beforeAll(async () => {
  lrs = await startFakeLrs();
  t = await createTestApp({ XAPI_LRS_URL: `${lrs.url}/xapi/`, XAPI_LRS_AUTH: AUTH });
  await seedLearning(t.app.deps, t.fixture.clientA, t.fixture.users.cliente.email);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await lrs?.close();
});

const sentStatements = () => lrs!.received.map((r) => r.body as XapiStatement);
const mbox = (email: string) => createHash('sha1').update(`mailto:${email}`).digest('hex');

async function firstOpenStep() {
  const headers = await t.authHeader('cliente');
  const journeys = (await t.app.inject({ method: 'GET', url: '/api/learning/me/journeys', headers })).json()
    .data as LearnerJourney[];
  const step = journeys
    .flatMap((j) => j.trails.flatMap((tr) => tr.steps))
    .find((s) => s.status === 'disponivel' && s.kind !== 'quiz')!;
  return { step, headers };
}

describe('SiãoSeg xAPI', () => {
  it('sends a "completed" statement to the LRS when a learner finishes a step, with the xAPI headers', async () => {
    const { step, headers } = await firstOpenStep();
    doneStepId = step.id;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/learning/me/steps/${step.id}/done`,
      headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    const stepIri = `${t.app.deps.config.PUBLIC_URL}/siaoseg/etapas/${step.id}`;
    await vi.waitFor(() => expect(sentStatements().some((s) => s.object.id === stepIri)).toBe(true), {
      timeout: 20_000,
    });
    const got = lrs!.received.find((r) => (r.body as XapiStatement).object.id === stepIri)!;
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/xapi/statements');
    expect(got.headers['x-experience-api-version']).toBe('1.0.3');
    expect(got.headers.authorization).toBe(AUTH);
    const s = got.body as XapiStatement;
    expect(s.verb.id).toBe('http://adlnet.gov/expapi/verbs/completed');
    // the learner is known to the LRS by the hash of the mailbox, never by the address itself
    expect(s.actor.mbox_sha1sum).toBe(mbox(t.fixture.users.cliente.email));
    expect(JSON.stringify(s)).not.toContain(t.fixture.users.cliente.email);
    expect(s.object.definition.name['pt-BR']).toBe(step.title);
  });

  it('exports the same statements as JSON to staff (same ids), per client', async () => {
    const staff = await t.authHeader('operador');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/learning/xapi/statements?client_id=${t.fixture.clientA.id}`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-experience-api-version']).toBe('1.0.3');
    const { statements } = res.json() as { statements: XapiStatement[] };
    const sent = sentStatements();
    expect(sent.length).toBeGreaterThan(0);
    for (const s of sent) expect(statements.map((x) => x.id)).toContain(s.id);
    // the seed's closed attempts come out as passed / failed with their score
    const attempt = statements.find((s) => s.result);
    if (attempt) {
      expect(['http://adlnet.gov/expapi/verbs/passed', 'http://adlnet.gov/expapi/verbs/failed']).toContain(
        attempt.verb.id,
      );
      expect(attempt.object.id).toMatch(new RegExp(`^${t.app.deps.config.PUBLIC_URL}/quiz/`));
      expect(attempt.result!.score.scaled).toBeGreaterThanOrEqual(0);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/learning/xapi/statements?client_id=${t.fixture.clientB.id}`,
      headers: staff,
    });
    expect(other.json().statements).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/learning/xapi/statements?since=ontem',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('fails the job while the LRS is down (so the queue retries it) and succeeds once it answers', async () => {
    const fact = { kind: 'step' as const, userId: t.fixture.users.cliente.id, stepId: doneStepId! };
    const ctx = { jobId: 'x', attempt: 1, signal: new AbortController().signal, progress: async () => {} };
    const job = xapiJob(t.app.deps);
    expect(job.retryLimit).toBeGreaterThan(0);
    lrs!.failNext(2);
    await expect(job.handler(fact, ctx)).rejects.toThrow('HTTP 503');
    await expect(job.handler(fact, { ...ctx, attempt: 2 })).rejects.toThrow('HTTP 503');
    await job.handler(fact, { ...ctx, attempt: 3 });
    const ids = sentStatements().filter((s) => s.object.id.endsWith(doneStepId!));
    // every send of the same fact carries the same statement id: the LRS keeps one
    expect(new Set(ids.map((s) => s.id)).size).toBe(1);
  });
});
