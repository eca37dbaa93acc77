import {
  attemptSchema,
  journeyDetailSchema,
  type QuizDetail,
  questionSchema,
  quizDetailSchema,
} from '@siao/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { learningAttempts } from '../../../db/schema';

/**
 * Requests that race on one attempt: on PostgreSQL (DATABASE_URL set) they run on separate
 * connections; on PGlite they interleave statement by statement on the single connection.
 */
let t: TestApp;
let sup: { authorization: string };
let learner: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.authHeader('superadmin');
  learner = await t.authHeader('cliente');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (headers: { authorization: string }, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A published quiz of `questions` single-choice questions (the first option right), reachable by the learner. */
async function reachableQuiz(title: string, body: object, questions = 1) {
  const quiz = data(
    await call(sup, 'POST', '/api/learning/quizzes', { title, pass_percent: 50, ...body }),
    quizDetailSchema,
  );
  const added = [];
  for (let i = 0; i < questions; i++)
    added.push(
      data(
        await call(sup, 'POST', `/api/learning/quizzes/${quiz.id}/questions`, {
          type: 'unica',
          statement: `Pergunta ${i + 1} de ${title}`,
          options: [
            { text: 'Certa', correct: true },
            { text: 'Errada', correct: false },
          ],
        }),
        questionSchema,
      ),
    );
  const j = data(
    await call(sup, 'POST', '/api/learning/journeys', {
      title: `Jornada ${title}`,
      workload_hours: 1,
      published: true,
    }),
    journeyDetailSchema,
  );
  await call(sup, 'POST', `/api/learning/journeys/${j.id}/trails`, {
    title: `Trilha ${title}`,
    steps: [{ kind: 'quiz', title: 'Prova', quiz_id: quiz.id }],
  });
  return { quiz: quiz as QuizDetail, questions: added };
}

const startMany = (quizId: string, n: number) =>
  Promise.all(
    Array.from({ length: n }, () => call(learner, 'POST', `/api/learning/me/quizzes/${quizId}/attempts`, {})),
  );
const attemptRows = (quizId: string) =>
  t.app.deps.db.select().from(learningAttempts).where(eq(learningAttempts.quizId, quizId));

describe('SiãoSeg attempts under concurrent requests', () => {
  it('N parallel "Iniciar" give one open attempt, and never more tries than allowed', async () => {
    const { quiz } = await reachableQuiz('Cliques duplos', { attempts_allowed: 2 });
    for (const round of [1, 2]) {
      const starts = await startMany(quiz.id, 8);
      expect(starts.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      const ids = new Set(starts.map((r) => data(r, attemptSchema).id));
      expect(ids.size).toBe(1);
      const open = await t.app.deps.db
        .select()
        .from(learningAttempts)
        .where(and(eq(learningAttempts.quizId, quiz.id), isNull(learningAttempts.finishedAt)));
      expect(open.map((a) => a.number)).toEqual([round]);
      const [id] = [...ids];
      expect((await call(learner, 'POST', `/api/learning/attempts/${id}/submit`)).statusCode).toBe(200);
    }
    const refused = await startMany(quiz.id, 8);
    expect(refused.map((r) => apiError(r).code)).toEqual(Array(8).fill('ATTEMPTS_EXHAUSTED'));
    expect((await attemptRows(quiz.id)).map((a) => a.number).sort()).toEqual([1, 2]);
  });

  it('an answer saved while the attempt is submitted is either scored or refused, never lost', async () => {
    const { quiz, questions } = await reachableQuiz('Salvar e enviar', {}, 3);
    for (let round = 0; round < 6; round++) {
      const attempt = data(
        await call(learner, 'POST', `/api/learning/me/quizzes/${quiz.id}/attempts`, {}),
        attemptSchema,
      );
      const q = questions[round % questions.length]!;
      const right = q.options.find((o) => o.correct)!.id;
      const [submit, save] = await Promise.all([
        call(learner, 'POST', `/api/learning/attempts/${attempt.id}/submit`),
        call(learner, 'PUT', `/api/learning/attempts/${attempt.id}/answers/${q.id}`, { option_ids: [right] }),
      ]);
      expect(submit.statusCode).toBe(200);
      const [row] = (await attemptRows(quiz.id)).filter((a) => a.id === attempt.id);
      if (save.statusCode === 200) expect(row!.points).toBe(1);
      else {
        expect(apiError(save)).toMatchObject({
          code: 'ATTEMPT_CLOSED',
          message: 'Esta tentativa já foi encerrada.',
        });
        expect(row!.points).toBe(0);
      }
    }
  });
});
