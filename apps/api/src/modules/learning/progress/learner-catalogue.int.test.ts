import { type LearnerJourney, learnerJourneySchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../../db/schema';

/**
 * The learner's screen holds the published catalogue in memory: what an author changes shows at the
 * learner's next request, and nothing of one client or learner reaches another.
 */
let t: TestApp;
let author: { authorization: string };
let learnerA: { authorization: string };
let learnerB: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  author = await t.authHeader('superadmin');
  learnerA = await t.authHeader('cliente');
  learnerB = await t.authHeader('clienteB');
}, 120_000);
afterAll(() => t?.close());

const lesson = (title: string) => ({ kind: 'licao' as const, title, lesson_html: `<p>${title}</p>` });

async function listOf(learner: { authorization: string }): Promise<LearnerJourney[]> {
  return data(
    await t.app.inject({ url: '/api/learning/me/journeys', headers: learner }),
    z.array(learnerJourneySchema),
  );
}

const titlesOf = async (learner: { authorization: string }) => (await listOf(learner)).map((j) => j.title);

async function author_(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: author, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { data: { id: string } };
}

const journey = (title: string, extra: object = {}) => ({
  title,
  workload_hours: 2,
  published: true,
  ...extra,
});

describe("the learner's screen and the authors' edits", () => {
  it('shows a new title, a new trail, an unpublish, a publish and a deletion at the next request', async () => {
    const { id } = (await author_('POST', '/api/learning/journeys', journey('Primeiros passos'))).data;
    await author_('POST', `/api/learning/journeys/${id}/trails`, {
      title: 'Trilha 1',
      steps: [lesson('Lição 1'), lesson('Lição 2')],
    });
    expect(await titlesOf(learnerA)).toEqual(['Primeiros passos']);

    await author_('PUT', `/api/learning/journeys/${id}`, journey('Primeiros passos, revisto'));
    expect(await titlesOf(learnerA)).toEqual(['Primeiros passos, revisto']);

    await author_('POST', `/api/learning/journeys/${id}/trails`, {
      title: 'Trilha 2',
      steps: [lesson('Lição 3')],
    });
    const [shown] = await listOf(learnerA);
    expect(shown!.trails.map((tr) => tr.title)).toEqual(['Trilha 1', 'Trilha 2']);
    expect(shown!.steps_total).toBe(3);

    await author_(
      'PUT',
      `/api/learning/journeys/${id}`,
      journey('Primeiros passos, revisto', { published: false }),
    );
    expect(await titlesOf(learnerA)).toEqual([]);

    await author_(
      'PUT',
      `/api/learning/journeys/${id}`,
      journey('Primeiros passos, revisto', { published: true }),
    );
    expect(await titlesOf(learnerA)).toEqual(['Primeiros passos, revisto']);

    await author_('DELETE', `/api/learning/journeys/${id}`);
    expect(await titlesOf(learnerA)).toEqual([]);
  });

  it("never shows one client's journeys or one learner's progress to another", async () => {
    const { clientA, clientB } = t.fixture;
    const forA = (
      await author_(
        'POST',
        '/api/learning/journeys',
        journey('Só do cartório A', {
          audience: 'clientes_escolhidos',
          client_ids: [clientA.id],
          position: 1,
        }),
      )
    ).data.id;
    const everyone = (await author_('POST', '/api/learning/journeys', journey('Para todos', { position: 2 })))
      .data.id;
    await author_('POST', `/api/learning/journeys/${everyone}/trails`, {
      title: 'Trilha',
      steps: [lesson('Primeira'), lesson('Segunda')],
    });
    await author_(
      'POST',
      '/api/learning/journeys',
      journey('Só escreventes', { funcoes: ['escrevente'], position: 3 }),
    );

    expect(await titlesOf(learnerA)).toEqual(['Só do cartório A', 'Para todos']);
    expect(await titlesOf(learnerB)).toEqual(['Para todos']);

    // A does the first lesson: A's screen shows it, B's does not
    const [first] = (await listOf(learnerA)).find((j) => j.id === everyone)!.trails[0]!.steps;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/learning/me/steps/${first!.id}/done`,
      headers: learnerA,
    });
    expect(done.statusCode, done.body).toBe(200);
    const statuses = async (learner: { authorization: string }) => {
      const j = (await listOf(learner)).find((x) => x.id === everyone)!;
      return { done: j.steps_done, steps: j.trails[0]!.steps.map((s) => s.status) };
    };
    expect(await statuses(learnerA)).toEqual({ done: 1, steps: ['concluida', 'disponivel'] });
    expect(await statuses(learnerB)).toEqual({ done: 0, steps: ['disponivel', 'bloqueada'] });

    // the audience moves to B: each sees it at the next request
    await author_(
      'PUT',
      `/api/learning/journeys/${forA}`,
      journey('Agora do cartório B', {
        audience: 'clientes_escolhidos',
        client_ids: [clientB.id],
        position: 1,
      }),
    );
    expect(await titlesOf(learnerA)).toEqual(['Para todos']);
    expect(await titlesOf(learnerB)).toEqual(['Agora do cartório B', 'Para todos']);

    // a learner whose "função" changes sees the journeys of that função at the next request
    await t.app.deps.db
      .update(users)
      .set({ funcao: 'escrevente' })
      .where(eq(users.id, t.fixture.users.cliente.id));
    expect(await titlesOf(learnerA)).toEqual(['Para todos', 'Só escreventes']);
    expect(await titlesOf(learnerB)).toEqual(['Agora do cartório B', 'Para todos']);
  });
});
