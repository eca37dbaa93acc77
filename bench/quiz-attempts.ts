/**
 * SiãoSeg at exam time: LEARNERS (1,000) learners of one client take the same timed quiz at once on
 * PostgreSQL; each saves an answer every 2 s for DURATION_S seconds, then all submit within SUBMIT_WINDOW_S
 * seconds (2 = the worst burst, everyone clicking at once; 60 = finishing over the last minute).
 * Measures p50/p95/p99 of the save (PUT attempts/{id}/answers/{q}) and of the submit (scoring, close,
 * review; a passing grade's progress and certificate follow in a job) through the real app (Fastify inject: routing, auth guard,
 * validation, SQL, serialisation), in a database of its own that it drops at the end.
 *
 *   node --import tsx bench/quiz-attempts.ts     # BENCH_PG=postgres://postgres@127.0.0.1:5432
 *   (the exam itself: bench/quiz-fixture.ts; per-request SQL and CPU: bench/quiz-submit-cost.ts)
 *   LEARNERS=1000 DURATION_S=60 QUESTIONS=10 SUBMIT_WINDOW_S=2 ...
 */
import { loadavg } from 'node:os';
import { BENCH_SERVER, type BenchAttempt, pct, quizExam, sleep } from './quiz-fixture';

const LEARNERS = Number(process.env.LEARNERS ?? 1000);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const QUESTIONS = Number(process.env.QUESTIONS ?? 10);
const EVERY_MS = 2000;
const SUBMIT_WINDOW_S = Number(process.env.SUBMIT_WINDOW_S ?? 2);

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

async function main() {
  const exam = await quizExam('siao_bench_quiz', LEARNERS, QUESTIONS);
  const { app, headers } = exam;
  const attempts: BenchAttempt[] = [];
  const startTimes = await exam.startAll(attempts);

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
    `\n${LEARNERS} alunos, ${QUESTIONS} perguntas, 1 resposta salva a cada 2 s por ${DURATION_S} s, envios em ${SUBMIT_WINDOW_S} s, PostgreSQL ${BENCH_SERVER}; carga ${loadavg()
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
  await exam.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
