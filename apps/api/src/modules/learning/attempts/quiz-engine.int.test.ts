import {
  accommodationSchema,
  attemptSchema,
  bankCategorySchema,
  journeyDetailSchema,
  learnerQuizSchema,
  type QuizDetail,
  questionSchema,
  questionVersionSummarySchema,
  quizAnalyticsSchema,
  quizDetailSchema,
  regradeResultSchema,
  versionDiffSchema,
} from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditLogs, learningAttempts, learningQuizzes } from '../../../db/schema';
import { currentQuestions } from '../authoring/content-repository';
import { drawQuestions } from './draw';
import { bankQuestions } from './quiz-repository';

let t: TestApp;
let sup: { authorization: string };
let op: { authorization: string };
let learner: { authorization: string };
/** every body the learner received while an attempt was open, scanned at the end */
const openBodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.authHeader('superadmin');
  op = await t.authHeader('operador');
  learner = await t.authHeader('cliente');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(headers: { authorization: string }, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (headers === learner && !res.body.includes('"finished_at":"')) openBodies.push(res.body);
  return res;
}
const opt = (text: string, correct = false, extra: object = {}) => ({ text, correct, ...extra });
const FEEDBACK = 'Comentário secreto da alternativa';
const EXPLANATION = 'Explicação secreta da pergunta';

async function makeQuiz(body: object): Promise<QuizDetail> {
  const res = await call(sup, 'POST', '/api/learning/quizzes', { pass_percent: 50, ...body });
  expect(res.statusCode).toBe(201);
  return data(res, quizDetailSchema);
}
async function addQuestion(quizId: string, body: object) {
  const res = await call(sup, 'POST', `/api/learning/quizzes/${quizId}/questions`, {
    explanation: EXPLANATION,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return data(res, questionSchema);
}
/** A published journey whose only step is this quiz, so the learner reaches it. */
async function publish(quizId: string, title: string) {
  const j = data(
    await call(sup, 'POST', '/api/learning/journeys', { title, workload_hours: 1, published: true }),
    journeyDetailSchema,
  );
  await call(sup, 'POST', `/api/learning/journeys/${j.id}/trails`, {
    title: `Trilha ${title}`,
    steps: [{ kind: 'quiz', title: 'Prova', quiz_id: quizId }],
  });
}
const start = async (quizId: string) => {
  const res = await call(learner, 'POST', `/api/learning/me/quizzes/${quizId}/attempts`, {});
  expect(res.statusCode).toBe(201);
  return data(res, attemptSchema);
};
const read = async (id: string) =>
  data(await call(learner, 'GET', `/api/learning/attempts/${id}`), attemptSchema);
const yesTo = (...items: string[]) =>
  Object.fromEntries(
    ['correcao', 'pontos', 'feedback', 'resposta_certa', 'explicacao'].map((i) => [i, items.includes(i)]),
  );

describe('SiãoSeg quiz engine', () => {
  let quiz: QuizDetail;
  let fixed: Awaited<ReturnType<typeof addQuestion>>;
  const drawnBefore: string[][] = [];

  it('draws "N of category C" per attempt from its stored seed, unseen questions first', async () => {
    const bankQuiz = await makeQuiz({ title: 'Banco LGPD' });
    for (let i = 1; i <= 5; i++)
      await addQuestion(bankQuiz.id, {
        type: 'unica',
        statement: `Pergunta do banco ${i}`,
        category: 'LGPD básica',
        bank_only: true,
        options: [opt('Certa', true, { feedback: FEEDBACK }), opt('Errada')],
      });
    const noCategory = await call(sup, 'POST', `/api/learning/quizzes/${bankQuiz.id}/questions`, {
      type: 'unica',
      statement: 'Sem categoria',
      bank_only: true,
      options: [opt('A', true), opt('B')],
    });
    expect(apiError(noCategory).details).toContainEqual({
      field: 'category',
      message: 'Uma pergunta só do banco precisa de uma categoria.',
    });
    const cats = data(await call(op, 'GET', '/api/learning/bank-categories'), z.array(bankCategorySchema));
    expect(cats).toContainEqual({ category: 'LGPD básica', questions: 5 });

    quiz = await makeQuiz({
      title: 'Quiz sorteado',
      // the key after each attempt needs a finite number of attempts
      show_answers: 'apos_tentativa',
      attempts_allowed: 5,
      one_per_page: false,
      random_slots: [{ category: 'LGPD básica', count: 2 }],
      review: {
        durante: yesTo('correcao'),
        logo_apos: yesTo('correcao', 'pontos'),
        depois: yesTo('correcao', 'pontos', 'resposta_certa'),
        apos_fechamento: yesTo('correcao', 'pontos', 'resposta_certa', 'feedback', 'explicacao'),
      },
    });
    expect(quiz).toMatchObject({
      one_per_page: false,
      random_slots: [{ category: 'LGPD básica', count: 2 }],
    });
    fixed = await addQuestion(quiz.id, {
      type: 'verdadeiro_falso',
      statement: 'A LGPD é a Lei 13.709/2018.',
      options: [opt('Verdadeiro', true, { feedback: FEEDBACK }), opt('Falso')],
    });
    await publish(quiz.id, 'Jornada sorteada');

    const a1 = await start(quiz.id);
    expect(a1.one_per_page).toBe(false);
    expect(a1.questions.map((x) => x.statement)[0]).toBe('A LGPD é a Lei 13.709/2018.');
    expect(a1.questions).toHaveLength(3);
    const resumed = await start(quiz.id);
    expect(resumed.questions.map((x) => x.question_id)).toEqual(a1.questions.map((x) => x.question_id));
    // an audit replays the draw from the stored seed
    const [row] = await t.app.deps.db.select().from(learningAttempts).where(eq(learningAttempts.id, a1.id));
    const replay = drawQuestions({
      seed: row!.seed,
      fixed: (await currentQuestions(t.app.deps.db, quiz.id)).filter(({ q }) => !q.bankOnly),
      slots: [{ category: 'LGPD básica', count: 2 }],
      pools: new Map([['LGPD básica', await bankQuestions(t.app.deps.db, 'LGPD básica')]]),
      seen: new Set(),
      shuffle: false,
    });
    expect(replay.map((r) => r.item.q.id)).toEqual(row!.slots.map((s) => s.question_id));
    expect(row!.slots.slice(1).every((s) => s.category === 'LGPD básica')).toBe(true);
    drawnBefore.push(a1.questions.slice(1).map((x) => x.question_id));

    // review "durante": correctness only, only for answered questions
    const right = fixed.options.find((o) => o.correct)!.id;
    await call(learner, 'PUT', `/api/learning/attempts/${a1.id}/answers/${fixed.id}`, {
      option_ids: [right],
    });
    const during = await read(a1.id);
    expect(during.review_moment).toBe('durante');
    expect(during.review).toEqual([
      {
        question_id: fixed.id,
        state: 'correta',
        score: null,
        points: 1,
        correct_option_ids: null,
        correct_pairs: null,
        correct_order: null,
        feedback: null,
        explanation: null,
      },
    ]);

    // right after: correctness and points, no key
    const closed = data(await call(learner, 'POST', `/api/learning/attempts/${a1.id}/submit`), attemptSchema);
    expect(closed.review_moment).toBe('logo_apos');
    expect(closed.review).toHaveLength(3);
    expect(closed.review!.find((r) => r.question_id === fixed.id)).toMatchObject({
      state: 'correta',
      score: 1,
      correct_option_ids: null,
      explanation: null,
    });
    expect(JSON.stringify(closed)).not.toContain(FEEDBACK);
    expect(JSON.stringify(closed)).not.toContain(EXPLANATION);

    // later, quiz still open: the right answer joins
    const db = t.app.deps.db;
    await db
      .update(learningAttempts)
      .set({ finishedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(learningAttempts.id, a1.id));
    const later = await read(a1.id);
    expect(later.review_moment).toBe('depois');
    expect(later.review!.find((r) => r.question_id === fixed.id)).toMatchObject({
      correct_option_ids: [right],
      feedback: null,
      explanation: null,
    });
    expect(JSON.stringify(later)).not.toContain(EXPLANATION);

    // once the quiz closes: everything, and no new attempt
    await db
      .update(learningQuizzes)
      .set({ closesAt: new Date(Date.now() - 60_000) })
      .where(eq(learningQuizzes.id, quiz.id));
    const after = await read(a1.id);
    expect(after.review_moment).toBe('apos_fechamento');
    expect(after.review!.find((r) => r.question_id === fixed.id)).toMatchObject({
      feedback: [{ option_id: right, text: FEEDBACK }],
      explanation: EXPLANATION,
    });
    const refused = await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {});
    expect(apiError(refused).code).toBe('QUIZ_CLOSED');
    await db.update(learningQuizzes).set({ closesAt: null }).where(eq(learningQuizzes.id, quiz.id));

    // the next attempts prefer what the learner has not seen yet
    const a2 = await start(quiz.id);
    const drawn2 = a2.questions.filter((x) => x.question_id !== fixed.id).map((x) => x.question_id);
    expect(drawn2.some((id) => drawnBefore[0]!.includes(id))).toBe(false);
    await call(learner, 'POST', `/api/learning/attempts/${a2.id}/submit`);
    const a3 = await start(quiz.id);
    const drawn3 = a3.questions.filter((x) => x.question_id !== fixed.id).map((x) => x.question_id);
    const unseen = (await bankQuestions(db, 'LGPD básica'))
      .map((r) => r.q.id)
      .filter((id) => !drawnBefore[0]!.includes(id) && !drawn2.includes(id));
    expect(unseen).toHaveLength(1);
    expect(drawn3).toContain(unseen[0]);
    await call(learner, 'POST', `/api/learning/attempts/${a3.id}/submit`);
  });

  it('applies an accommodation at once, even to an attempt in progress', async () => {
    const timed = await makeQuiz({ title: 'Quiz com tempo', time_limit_minutes: 10, attempts_allowed: 1 });
    const tq = await addQuestion(timed.id, {
      type: 'verdadeiro_falso',
      statement: 'Senhas são pessoais.',
      options: [opt('Verdadeiro', true), opt('Falso')],
    });
    await publish(timed.id, 'Jornada com tempo');
    const a = await start(timed.id);
    const startedAt = new Date(a.started_at).getTime();
    expect(new Date(a.deadline_at!).getTime() - startedAt).toBe(10 * 60_000);

    const url = `/api/learning/quizzes/${timed.id}/accommodations`;
    const userId = t.fixture.users.cliente.id;
    const bad = await call(op, 'PUT', url, { user_id: userId, time_multiplier: 9 });
    expect(bad.statusCode).toBe(400);
    expect(apiError(bad).details).toContainEqual({
      field: 'time_multiplier',
      message: 'O multiplicador de tempo deve ser de 1 a 5.',
    });
    const staffUser = await call(op, 'PUT', url, { user_id: t.fixture.users.admin.id });
    expect(apiError(staffUser).code).toBe('LEARNER_NOT_FOUND');
    expect((await call(learner, 'PUT', url, { user_id: userId, extra_attempts: 5 })).statusCode).toBe(403);

    const saved = await call(op, 'PUT', url, {
      user_id: userId,
      time_multiplier: 1.5,
      extra_minutes: 5,
      extra_attempts: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved, accommodationSchema)).toMatchObject({ user_name: 'Cliente A', updated_attempts: 1 });
    const now = await read(a.id);
    expect(new Date(now.deadline_at!).getTime() - startedAt).toBe(20 * 60_000);
    expect(now.attempts_left).toBe(1);
    const page = data(await call(learner, 'GET', `/api/learning/me/quizzes/${timed.id}`), learnerQuizSchema);
    expect(page).toMatchObject({ time_limit_minutes: 20, attempts_allowed: 2 });
    await call(learner, 'PUT', `/api/learning/attempts/${a.id}/answers/${tq.id}`, {
      option_ids: [tq.options[0]!.id],
    });
    await call(learner, 'POST', `/api/learning/attempts/${a.id}/submit`);
    const second = await start(timed.id);
    expect(second.attempts_left).toBe(0);
    const list = data(await call(op, 'GET', url), z.array(accommodationSchema));
    expect(list).toEqual([
      expect.objectContaining({ user_id: userId, extra_attempts: 1, time_multiplier: 1.5 }),
    ]);

    expect((await call(op, 'DELETE', `${url}/${userId}`)).statusCode).toBe(200);
    expect(new Date((await read(second.id)).deadline_at!).getTime()).toBe(
      new Date(second.started_at).getTime() + 10 * 60_000,
    );
    expect(apiError(await call(op, 'DELETE', `${url}/${userId}`)).code).toBe('ACCOMMODATION_NOT_FOUND');
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'learning.accommodation.saved'));
    expect(audit).toHaveLength(1);
  });

  it('diffs two versions and recalculates scores: dry run first, then applied and audited', async () => {
    const g = await makeQuiz({ title: 'Quiz com gabarito errado' });
    const wrongKey = await addQuestion(g.id, {
      type: 'unica',
      statement: 'Quem fiscaliza a LGPD?',
      options: [opt('O cartório', true), opt('A ANPD')],
    });
    await publish(g.id, 'Jornada do gabarito');
    const a = await start(g.id);
    const anpd = wrongKey.options.find((o) => o.text === 'A ANPD')!.id;
    await call(learner, 'PUT', `/api/learning/attempts/${a.id}/answers/${wrongKey.id}`, {
      option_ids: [anpd],
    });
    expect(
      data(await call(learner, 'POST', `/api/learning/attempts/${a.id}/submit`), attemptSchema).score_percent,
    ).toBe(0);

    const fix = await call(sup, 'PUT', `/api/learning/questions/${wrongKey.id}`, {
      type: 'unica',
      statement: 'Quem fiscaliza a LGPD?',
      explanation: EXPLANATION,
      options: wrongKey.options.map((o) => ({ id: o.id, text: o.text, correct: o.id === anpd })),
    });
    expect(data(fix, questionSchema).version).toBe(2);
    const versions = data(
      await call(op, 'GET', `/api/learning/questions/${wrongKey.id}/versions`),
      z.array(questionVersionSummarySchema),
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    const diff = data(
      await call(op, 'GET', `/api/learning/questions/${wrongKey.id}/diff?from=1&to=2`),
      versionDiffSchema,
    );
    expect(diff.changes).toEqual([
      {
        field: `options.${wrongKey.options[0]!.id}`,
        label: 'Alternativa 1',
        before: 'O cartório (correta)',
        after: 'O cartório',
      },
      { field: `options.${anpd}`, label: 'Alternativa 2', before: 'A ANPD', after: 'A ANPD (correta)' },
    ]);
    const missing = await call(op, 'GET', `/api/learning/questions/${wrongKey.id}/diff?from=1&to=7`);
    expect(apiError(missing).code).toBe('QUESTION_VERSION_NOT_FOUND');

    const url = `/api/learning/quizzes/${g.id}/regrade`;
    expect((await call(op, 'POST', url, {})).statusCode).toBe(403);
    const dry = data(await call(sup, 'POST', url, {}), regradeResultSchema);
    expect(dry).toMatchObject({
      applied: false,
      attempts_checked: 1,
      changes: [
        {
          attempt_id: a.id,
          user_name: 'Cliente A',
          before_percent: 0,
          after_percent: 100,
          after_passed: true,
        },
      ],
    });
    expect((await read(a.id)).score_percent).toBe(0);
    // all or nothing: when the audit entry (the regrade's last write) fails, no score changes
    const sql = (text: string) => t.app.deps.database.executeSql(text);
    const passJobs = async () =>
      Number(
        (await sql(`select count(*) as n from pgboss.job where name = 'learning-quiz-passed'`)).rows[0]?.n,
      );
    const jobsBefore = await passJobs();
    await sql(`create function test_fail_regrade_audit() returns trigger language plpgsql as $$
      begin raise exception 'falha injetada na auditoria'; end $$;
      create trigger test_fail_regrade_audit before insert on audit_logs for each row
        when (new.action = 'learning.quiz.regraded') execute function test_fail_regrade_audit();`);
    try {
      expect((await call(sup, 'POST', url, { apply: true })).statusCode).toBe(500);
    } finally {
      await sql('drop trigger test_fail_regrade_audit on audit_logs');
    }
    expect(await read(a.id)).toMatchObject({ score_percent: 0, passed: false });
    expect(await passJobs()).toBe(jobsBefore);

    const applied = data(await call(sup, 'POST', url, { apply: true }), regradeResultSchema);
    expect(applied.applied).toBe(true);
    const after = await read(a.id);
    expect(after).toMatchObject({ score_percent: 100, passed: true });
    expect(data(await call(sup, 'POST', url, {}), regradeResultSchema).changes).toEqual([]);
    const audit = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'learning.quiz.regraded'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ changes: [{ attempt_id: a.id, before: 0, after: 100 }] });

    // analytics: how often each option was chosen, most missed first
    const stats = data(await call(op, 'GET', `/api/learning/quizzes/${g.id}/analytics`), quizAnalyticsSchema);
    expect(stats.attempts).toBe(1);
    expect(stats.questions[0]).toMatchObject({ question_id: wrongKey.id, answered: 1, correct_percent: 100 });
    expect(stats.questions[0]!.options.find((o) => o.id === anpd)!.chosen).toBe(1);
    const drawnStats = data(
      await call(op, 'GET', `/api/learning/quizzes/${quiz.id}/analytics`),
      quizAnalyticsSchema,
    );
    expect(drawnStats.attempts).toBe(3);
    const fixedStats = drawnStats.questions.find((x) => x.question_id === fixed.id);
    expect(fixedStats).toMatchObject({ answered: 3, correct_percent: 33.33 });
    // the never-answered bank questions come first: most missed
    expect(drawnStats.questions[0]!.correct_percent).toBe(0);
    expect((await call(learner, 'GET', `/api/learning/quizzes/${g.id}/analytics`)).statusCode).toBe(403);
  });

  it('never sent the key, feedback or explanation while an attempt was open', () => {
    expect(openBodies.length).toBeGreaterThan(8);
    for (const body of openBodies) {
      expect(body).not.toMatch(/"correct"|"correct_option_ids":\[|"feedback":\[|"explanation":"|match_id/);
      expect(body).not.toContain(FEEDBACK);
      expect(body).not.toContain(EXPLANATION);
    }
  });
});
