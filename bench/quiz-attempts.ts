/**
 * SiãoSeg at exam time: LEARNERS (1,000) learners of one client take the same timed quiz at once on
 * PostgreSQL; each saves an answer every 2 s for DURATION_S seconds, then all submit within SUBMIT_WINDOW_S
 * seconds (2 = the worst burst, everyone clicking at once; 60 = finishing over the last minute).
 * Measures p50/p95/p99 of the save (PUT attempts/{id}/answers/{q}) and of the submit (scoring,
 * progress, certificate check, review) through the real app (Fastify inject: routing, auth guard,
 * validation, SQL, serialisation), in a database of its own that it drops at the end.
 *
 *   node --import tsx bench/quiz-attempts.ts     # BENCH_PG=postgres://postgres@127.0.0.1:5432
 *   LEARNERS=1000 DURATION_S=60 QUESTIONS=10 SUBMIT_WINDOW_S=2 ...
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { clients, users } from '../apps/api/src/db/schema';
import { startSession } from '../apps/api/src/modules/auth/issue-tokens';
import { saveJourney, saveTrail } from '../apps/api/src/modules/learning/content-service';
import { createQuestion, saveQuiz } from '../apps/api/src/modules/learning/quiz-service';

const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const NAME = 'siao_bench_quiz';
const LEARNERS = Number(process.env.LEARNERS ?? 1000);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const QUESTIONS = Number(process.env.QUESTIONS ?? 10);
const EVERY_MS = 2000;
const SUBMIT_WINDOW_S = Number(process.env.SUBMIT_WINDOW_S ?? 2);

async function admin(sqlText: string) {
  const c = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await c.connect();
  const r = await c.query(sqlText);
  await c.end();
  return r;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
const line = (label: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  console.log(
    label.padEnd(34),
    String(s.length).padStart(7),
    pct(s, 50).toFixed(1).padStart(8),
    pct(s, 95).toFixed(1).padStart(8),
    pct(s, 99).toFixed(1).padStart(8),
    (s.at(-1) ?? 0).toFixed(1).padStart(8),
  );
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const url = `${SERVER}/${NAME}`;
  const database = await openDatabase({ url });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: '/tmp/siao-bench-quiz',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const deps = app.deps;

  // one client, LEARNERS learners, a published journey whose trail is one timed quiz
  const [client] = await deps.db
    .insert(clients)
    .values({ document: '12345678000195', legalName: 'Cartório Bench', email: 'bench@bench.dev' })
    .returning();
  const learnerRows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: LEARNERS }, (_, i) => ({
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
  for (let i = 0; i < QUESTIONS; i++)
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

  // every learner starts (50 at a time): the attempt with its draw and deadline
  const startTimes: number[] = [];
  const attempts: { id: string; questions: { question_id: string; options: { id: string }[] }[] }[] = [];
  for (let i = 0; i < LEARNERS; i += 50) {
    await Promise.all(
      headers.slice(i, i + 50).map(async (h, k) => {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: `/api/learning/me/quizzes/${quizId}/attempts`,
          headers: h,
          payload: {},
        });
        startTimes.push(performance.now() - t0);
        if (res.statusCode !== 201) throw new Error(`start → ${res.statusCode} ${res.body}`);
        attempts[i + k] = res.json().data;
      }),
    );
  }

  // LEARNERS learners, each saving one answer every 2 s (phases spread over the 2 s)
  const saveTimes: number[] = [];
  let saveErrors = 0;
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    attempts.map(async (a, n) => {
      await sleep(Math.random() * EVERY_MS);
      for (let k = 0; performance.now() < until; k++) {
        const q = a.questions[k % a.questions.length]!;
        const option = q.options[Math.floor(Math.random() * q.options.length)]!;
        const t0 = performance.now();
        const res = await app.inject({
          method: 'PUT',
          url: `/api/learning/attempts/${a.id}/answers/${q.question_id}`,
          headers: headers[n]!,
          payload: { option_ids: [option.id] },
        });
        const ms = performance.now() - t0;
        saveTimes.push(ms);
        if (res.statusCode !== 200) saveErrors++;
        await sleep(Math.max(0, EVERY_MS - ms));
      }
    }),
  );

  // everyone submits within SUBMIT_WINDOW_S
  const submitTimes: number[] = [];
  let submitErrors = 0;
  await Promise.all(
    attempts.map(async (a, n) => {
      await sleep(Math.random() * SUBMIT_WINDOW_S * 1000);
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/learning/attempts/${a.id}/submit`,
        headers: headers[n]!,
      });
      submitTimes.push(performance.now() - t0);
      if (res.statusCode !== 200) submitErrors++;
    }),
  );

  console.log(
    `\n${LEARNERS} alunos, ${QUESTIONS} perguntas, 1 resposta salva a cada 2 s por ${DURATION_S} s, envios em ${SUBMIT_WINDOW_S} s, PostgreSQL ${SERVER}; carga ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    'operação'.padEnd(34),
    'n'.padStart(7),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'máx'.padStart(8),
  );
  line('iniciar tentativa (50 por vez)', startTimes);
  line('salvar resposta', saveTimes);
  line('enviar (corrigir e fechar)', submitTimes);
  console.log(
    `erros: salvar ${saveErrors}, enviar ${submitErrors}; ${(saveTimes.length / DURATION_S).toFixed(0)} saves/s`,
  );
  await app.close();
  await database.close();
  await admin(`drop database ${NAME} with (force)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
