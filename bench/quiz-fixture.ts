/**
 * The SiãoSeg benches' exam: a database of its own (dropped by `drop`), the real app, one client with
 * `learners` learners (a session each), a timed 30-minute quiz of `questions` questions (even ones
 * single choice "A", odd ones multiple choice "A"+"B") in the one trail of a published journey, so a
 * learner who passes completes the journey and gets a certificate.
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { clients, users } from '../apps/api/src/db/schema';
import { startSession } from '../apps/api/src/modules/auth/issue-tokens';
import { saveJourney, saveTrail } from '../apps/api/src/modules/learning/authoring/content-service';
import { createQuestion, saveQuiz } from '../apps/api/src/modules/learning/authoring/quiz-service';

export const BENCH_SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';

export interface BenchAttempt {
  id: string;
  questions: { question_id: string; type: string; options: { id: string; text: string }[] }[];
}

async function admin(sqlText: string) {
  const c = new pg.Client({ connectionString: `${BENCH_SERVER}/postgres` });
  await c.connect();
  const r = await c.query(sqlText);
  await c.end();
  return r;
}

export async function quizExam(name: string, learners: number, questions: number) {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = `${BENCH_SERVER}/${name}`;
  const database = await openDatabase({ url, onConnectionError: () => {} });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: `/tmp/siao-bench-${name}`,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const deps = app.deps;

  const [client] = await deps.db
    .insert(clients)
    .values({ document: '12345678000195', legalName: 'Cartório Bench', email: 'bench@bench.dev' })
    .returning();
  const learnerRows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: learners }, (_, i) => ({
        name: `Aluno ${i + 1}`,
        email: `aluno${i + 1}@bench.dev`,
        role: 'cliente' as const,
        clientId: client!.id,
      })),
    )
    .returning();
  const origin = { actorId: null };
  const quizId = await saveQuiz(deps, null, {
    title: 'Prova cronometrada',
    pass_percent: 70,
    time_limit_minutes: 30,
    attempts_allowed: 1,
    shuffle: true,
  });
  for (let i = 0; i < questions; i++)
    await createQuestion(
      deps,
      quizId,
      {
        type: i % 2 ? 'multipla' : 'unica',
        statement: `Pergunta ${i + 1} sobre a LGPD`,
        options: [
          { text: 'Alternativa A', correct: true },
          { text: 'Alternativa B', correct: i % 2 === 1 },
          { text: 'Alternativa C', correct: false },
          { text: 'Alternativa D', correct: false },
        ],
      },
      origin,
    );
  const journeyId = await saveJourney(
    deps,
    null,
    { title: 'Jornada Bench', workload_hours: 2, published: true },
    origin,
  );
  await saveTrail(deps, journeyId, null, {
    title: 'Trilha Bench',
    steps: [{ kind: 'quiz', title: 'Prova', quiz_id: quizId }],
  });
  const headers = await Promise.all(
    learnerRows.map(async (u) => ({
      authorization: `Bearer ${(await startSession(deps, u, { ip: '10.1.1.1', userAgent: 'bench' })).token}`,
    })),
  );

  /** every learner starts (50 at a time): the attempt with its draw and deadline; returns each start's ms */
  async function startAll(attempts: BenchAttempt[]) {
    const times: number[] = [];
    for (let i = 0; i < learners; i += 50) {
      await Promise.all(
        headers.slice(i, i + 50).map(async (h, k) => {
          const t0 = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: `/api/learning/me/quizzes/${quizId}/attempts`,
            headers: h,
            payload: {},
          });
          times.push(performance.now() - t0);
          if (res.statusCode !== 201) throw new Error(`start → ${res.statusCode} ${res.body}`);
          attempts[i + k] = res.json().data;
        }),
      );
    }
    return times;
  }

  return {
    app,
    deps,
    quizId,
    headers,
    startAll,
    async drop() {
      await app.close();
      await database.close();
      await admin(`drop database ${name} with (force)`);
    },
  };
}

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
