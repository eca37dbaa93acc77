import { learnerJourneySchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { data } from '../../../../test/helpers/json';
import { recordQueries } from '../../../../test/helpers/query-counter';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { AuthContext } from '../../../lib/auth/access';
import { saveJourney, saveTrail } from '../authoring/content-service';
import { journeySteps, markDone } from './learner-repository';
import { learnerJourneys } from './learner-screen';

let t: TestApp;
let learner: { authorization: string };
let auth: AuthContext;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.authHeader('cliente');
  const { cliente } = t.fixture.users;
  auth = { userId: cliente.id, role: 'cliente', clientId: t.fixture.clientA.id } as AuthContext;
}, 120_000);
afterAll(() => t?.close());

const lesson = (title: string) => ({ kind: 'licao' as const, title, lesson_html: `<p>${title}</p>` });

/** A published journey of 2 trails × 2 lessons. */
async function addJourney(n: number) {
  const id = await saveJourney(
    t.app.deps,
    null,
    { title: `Jornada ${String(n).padStart(2, '0')}`, workload_hours: 2, position: n, published: true },
    { actorId: null },
  );
  for (const trail of ['A', 'B'])
    await saveTrail(t.app.deps, id, null, {
      title: `Trilha ${trail}`,
      steps: [lesson(`Lição ${trail}1`), lesson(`Lição ${trail}2`)],
    });
  return id;
}

const listOverHttp = () => t.app.inject({ url: '/api/learning/me/journeys', headers: learner });

/** Statements of the learner's screen (the service), and what the route answers. */
async function measure() {
  const service = await recordQueries(t.app.deps.db, () => learnerJourneys(t.app.deps, auth));
  return {
    queries: service.queries,
    journeys: data(await listOverHttp(), z.array(learnerJourneySchema)),
  };
}

describe("the learner's journeys screen", () => {
  it("runs the same few statements with 1 journey and with 20, and only the learner's own read once the catalogue is held", async () => {
    const first = await addJourney(0);
    // after an author's write: the learner's own read, the catalogue, and the first listing's enrolment
    // (insert, read back)
    const enrollingOne = await recordQueries(t.app.deps.db, () => learnerJourneys(t.app.deps, auth));
    expect(enrollingOne.result.map((j) => j.id)).toEqual([first]);
    expect(enrollingOne.queries).toHaveLength(4);
    // then only the learner's own read: the catalogue is held
    const one = await measure();
    expect(one.journeys.map((j) => j.id)).toEqual([first]);
    expect(one.queries).toEqual([expect.stringContaining('learning_learner_state')]);

    // 19 more, not yet enrolled: the first listing enrols them all in the same statements
    for (let n = 1; n < 20; n++) await addJourney(n);
    const enrollingTwenty = await recordQueries(t.app.deps.db, () => learnerJourneys(t.app.deps, auth));
    expect(enrollingTwenty.result).toHaveLength(20);
    expect(enrollingTwenty.queries.length).toBe(enrollingOne.queries.length);

    const twenty = await measure();
    expect(twenty.journeys).toHaveLength(20);
    expect(twenty.queries).toEqual([expect.stringContaining('learning_learner_state')]);
  });

  it('still shows steps in order, done / available / locked, per journey', async () => {
    const [journey] = (await learnerJourneys(t.app.deps, auth)).filter((j) => j.title === 'Jornada 05');
    const steps = await journeySteps(t.app.deps.db, journey!.id);
    await markDone(
      t.app.deps.db,
      auth.userId,
      auth.clientId!,
      steps.slice(0, 3).map((s) => s.step.id),
    );
    const after = data(await listOverHttp(), z.array(learnerJourneySchema));
    expect(after.map((j) => j.title)).toEqual(
      Array.from({ length: 20 }, (_, n) => `Jornada ${String(n).padStart(2, '0')}`),
    );
    // the route's body (written as JSON by the service) is the service's list
    expect(after).toEqual(await learnerJourneys(t.app.deps, auth));
    const five = after.find((j) => j.id === journey!.id)!;
    expect(five).toMatchObject({ steps_total: 4, steps_done: 3, certificate_id: null });
    expect(five.trails.map((tr) => [tr.title, tr.steps.map((s) => `${s.title}:${s.status}`)])).toEqual([
      ['Trilha A', ['Lição A1:concluida', 'Lição A2:concluida']],
      ['Trilha B', ['Lição B1:concluida', 'Lição B2:disponivel']],
    ]);
    const six = after.find((j) => j.title === 'Jornada 06')!;
    expect(six.trails.flatMap((tr) => tr.steps.map((s) => s.status))).toEqual([
      'disponivel',
      'bloqueada',
      'bloqueada',
      'bloqueada',
    ]);
  });
});
