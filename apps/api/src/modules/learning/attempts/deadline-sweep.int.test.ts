import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries } from '../../../../test/helpers/query-counter';
import { queueDrained } from '../../../../test/helpers/queue-drained';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../test/helpers/test-app';
import { learningAttemptAnswers, learningAttempts, learningStepProgress, users } from '../../../db/schema';
import type { AuthContext } from '../../../lib/auth/access';
import { hashPassword } from '../../../lib/passwords';
import { saveJourney, saveTrail } from '../authoring/content-service';
import { createQuestion, questionView, saveQuiz } from '../authoring/quiz-service';
import { QUIZ_PASSED } from './attempt-follow-up';
import { closeExpiredAttempts, saveAnswer, startAttempt } from './attempt-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const origin = { actorId: null };
const MINUTE = 60_000;

/** A published journey whose one step is a 10-minute quiz of one true/false question. */
async function timedQuiz(title: string) {
  const deps = t.app.deps;
  const quizId = await saveQuiz(deps, null, {
    title,
    pass_percent: 70,
    time_limit_minutes: 10,
    attempts_allowed: 1,
  });
  const questionId = await createQuestion(
    deps,
    quizId,
    {
      type: 'verdadeiro_falso',
      statement: 'A LGPD protege dados pessoais.',
      options: [
        { text: 'Verdadeiro', correct: true },
        { text: 'Falso', correct: false },
      ],
    },
    origin,
  );
  const journeyId = await saveJourney(deps, null, { title, workload_hours: 1, published: true }, origin);
  await saveTrail(deps, journeyId, null, {
    title: 'Prova',
    steps: [{ kind: 'quiz', title: 'Prova', quiz_id: quizId }],
  });
  const question = await questionView(deps.db, questionId);
  return { quizId, questionId, options: question.options.map((o) => o.id) };
}

/** `n` learners of client A (fresh users), as the service sees them. */
async function learners(n: number, tag: string): Promise<AuthContext[]> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const rows = await t.app.deps.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        role: 'cliente' as const,
        name: `Aluno ${tag} ${i}`,
        email: `aluno-${tag}-${i}@teste.dev`,
        passwordHash,
        clientId: t.fixture.clientA.id,
      })),
    )
    .returning();
  return rows.map((u) => ({ userId: u.id, role: 'cliente', clientId: u.clientId }) as AuthContext);
}

/** Every learner starts at `start` (one deadline for all); the first `right` answer right, the rest wrong. */
async function startAll(
  quiz: Awaited<ReturnType<typeof timedQuiz>>,
  who: AuthContext[],
  right: number,
  start: Date,
) {
  const ids: string[] = [];
  for (const [i, auth] of who.entries()) {
    const attempt = await startAttempt(
      t.app.deps,
      auth,
      quiz.quizId,
      { stepId: null, preview: false },
      start,
    );
    const option = i < right ? quiz.options[0]! : quiz.options[1]!;
    await saveAnswer(t.app.deps, auth, attempt.id, quiz.questionId, { option_ids: [option] }, start);
    ids.push(attempt.id);
  }
  return ids;
}

const passedJobsFor = async (userIds: string[]) => {
  const { rows } = await t.app.deps.database.executeSql(
    `select data->>'userId' as user_id from pgboss.job where name = $1`,
    [QUIZ_PASSED],
  );
  return rows.map((r) => String(r.user_id)).filter((id) => userIds.includes(id));
};

describe('the deadline sweep', () => {
  it('closes every attempt expiring at one deadline in one sweep, scores each, and queues each pass once', async () => {
    const quiz = await timedQuiz('Prova das 14h');
    const who = await learners(40, 'a');
    const start = new Date(Date.now() - 30 * MINUTE);
    const ids = await startAll(quiz, who, 25, start);
    const deadline = new Date(start.getTime() + 10 * MINUTE);

    expect(await closeExpiredAttempts(t.app.deps)).toBe(40);
    expect(await closeExpiredAttempts(t.app.deps)).toBe(0);

    const rows = await t.app.deps.db.select().from(learningAttempts).where(inArray(learningAttempts.id, ids));
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      const i = who.findIndex((w) => w.userId === row.userId);
      expect(row).toMatchObject({
        finishedAt: deadline,
        closedBy: 'prazo',
        scorePercent: i < 25 ? 100 : 0,
        passed: i < 25,
        points: i < 25 ? 1 : 0,
        maxPoints: 1,
      });
    }
    const answers = await t.app.deps.db
      .select()
      .from(learningAttemptAnswers)
      .where(inArray(learningAttemptAnswers.attemptId, ids));
    expect(answers.map((a) => a.score).sort()).toEqual([...Array(15).fill(0), ...Array(25).fill(1)]);

    // one follow-up per passed attempt, none for the others; each records the learner's progress
    const passers = who.slice(0, 25).map((w) => w.userId);
    expect((await passedJobsFor(who.map((w) => w.userId))).sort()).toEqual([...passers].sort());
    await queueDrained(t, QUIZ_PASSED);
    const progress = await t.app.deps.db
      .select({ userId: learningStepProgress.userId })
      .from(learningStepProgress)
      .where(
        inArray(
          learningStepProgress.userId,
          who.map((w) => w.userId),
        ),
      );
    expect(progress.map((p) => p.userId).sort()).toEqual([...passers].sort());
  });

  it('leaves open attempts whose deadline has not passed', async () => {
    const quiz = await timedQuiz('Prova em andamento');
    const [auth] = await learners(1, 'b');
    const [id] = await startAll(quiz, [auth!], 1, new Date());
    expect(await closeExpiredAttempts(t.app.deps)).toBe(0);
    const [row] = await t.app.deps.db.select().from(learningAttempts).where(eq(learningAttempts.id, id!));
    expect(row!.finishedAt).toBeNull();
  });

  it('sends the same number of statements for 10 expiring attempts as for 40, half of them passing', async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const sweep = async (n: number, tag: string) => {
      const quiz = await timedQuiz(`Prova ${tag}`);
      // the passes' follow-ups are enqueued in the sweep too: they must not cost a statement each
      const ids = await startAll(quiz, await learners(n, tag), n / 2, start);
      const { result, queries } = await recordQueries(t.app.deps.db, () => closeExpiredAttempts(t.app.deps));
      expect(result).toBe(n);
      const open = await t.app.deps.db
        .select()
        .from(learningAttempts)
        .where(and(inArray(learningAttempts.id, ids)));
      expect(open.every((a) => a.closedBy === 'prazo')).toBe(true);
      return queries.length;
    };
    const ten = await sweep(10, 'c');
    const forty = await sweep(40, 'd');
    expect(forty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(8);
  });
});
