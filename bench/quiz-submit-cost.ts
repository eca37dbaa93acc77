/**
 * What one SiãoSeg save and one submit cost, in numbers a loaded machine does not inflate: SQL
 * statements per request (request pool and job-queue pool apart), CPU ms per request of the Node
 * process and of the PostgreSQL backends (from /proc), then the follow-up jobs the submits left
 * (progress, certificate, xAPI) until the queue is drained, and an all-at-once burst's throughput.
 * One by one, each submit waits for its follow-up job (the row is the whole cost of a submit); in the
 * burst the jobs mostly run after it (their row: until the queue is empty).
 * LEARNERS learners (default 200) each save every question once, then half submit one at a time,
 * half all at once. Half answer everything right (they pass: journey completed, certificate).
 *
 *   node --import tsx bench/quiz-submit-cost.ts     # BENCH_PG=postgres://postgres@127.0.0.1:5432
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type BenchAttempt, pct, quizExam, sleep } from './quiz-fixture';

const LEARNERS = Number(process.env.LEARNERS ?? 200);
const QUESTIONS = Number(process.env.QUESTIONS ?? 10);
const NAME = 'siao_bench_quiz_cost';

// every statement any pg client sends, by pool (application_name: siao = requests, siao-jobs = queue)
const counts = { siao: 0, 'siao-jobs': 0, other: 0 };
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const app = (this as unknown as { connectionParameters: { application_name?: string } })
    .connectionParameters.application_name;
  const key = app === 'siao' || app === 'siao-jobs' ? app : 'other';
  counts[key]++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** CPU ticks (1/100 s) of the PostgreSQL backends serving the bench's database. */
async function pgTicks(deps: Awaited<ReturnType<typeof quizExam>>['deps']) {
  const pids = (
    await deps.database.executeSql('select pid from pg_stat_activity where datname = $1', [NAME])
  ).rows.map((r) => Number(r.pid));
  counts.siao--;
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the backend ended in between
    }
  }
  return ticks;
}

async function measure<T>(deps: Parameters<typeof pgTicks>[0], work: () => Promise<T>) {
  const before = await pgTicks(deps);
  const q0 = { ...counts };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await work();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const q = { requests: counts.siao - q0.siao, queue: counts['siao-jobs'] - q0['siao-jobs'] };
  const after = await pgTicks(deps);
  let pgMs = 0;
  for (const [pid, t] of after) pgMs += (t - (before.get(pid) ?? 0)) * 10;
  return { result, wall, nodeMs: (cpu.user + cpu.system) / 1000, pgMs, q };
}

const row = (label: string, n: number, m: Awaited<ReturnType<typeof measure>>) =>
  console.log(
    label.padEnd(42),
    String(n).padStart(5),
    (m.q.requests / n).toFixed(1).padStart(9),
    (m.q.queue / n).toFixed(1).padStart(8),
    (m.nodeMs / n).toFixed(2).padStart(9),
    (m.pgMs / n).toFixed(2).padStart(8),
    (m.wall / n).toFixed(2).padStart(9),
  );

/** Waits (no fixed sleep: polls the queue table) until no follow-up job of the submits is pending. */
async function drained(deps: Parameters<typeof pgTicks>[0]) {
  for (;;) {
    const { rows } = await deps.database.executeSql(
      `select count(*)::int as n from pgboss.job where name like 'learning-quiz-passed' and state < 'completed'`,
    );
    counts.siao--;
    if (rows[0]!.n === 0) return;
    await sleep(50);
  }
}

async function main() {
  const exam = await quizExam(NAME, LEARNERS, QUESTIONS);
  const { app, deps, headers } = exam;
  const attempts: BenchAttempt[] = [];
  await exam.startAll(attempts);
  const pick = (q: BenchAttempt['questions'][number], right: boolean) =>
    q.options
      .filter((o) =>
        right
          ? o.text === 'Alternativa A' || (q.type === 'multipla' && o.text === 'Alternativa B')
          : o.text === 'Alternativa C',
      )
      .map((o) => o.id);

  let errors = 0;
  const saves = await measure(deps, async () => {
    for (let i = 0; i < LEARNERS; i += 20)
      await Promise.all(
        attempts.slice(i, i + 20).map(async (a, k) => {
          for (const q of a.questions) {
            const res = await app.inject({
              method: 'PUT',
              url: `/api/learning/attempts/${a.id}/answers/${q.question_id}`,
              headers: headers[i + k]!,
              payload: { option_ids: pick(q, (i + k) % 2 === 0) },
            });
            if (res.statusCode !== 200) errors++;
          }
        }),
      );
  });
  const submit = async (n: number) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/learning/attempts/${attempts[n]!.id}/submit`,
      headers: headers[n]!,
    });
    if (res.statusCode !== 200 || res.json().data.score_percent === null) errors++;
    return performance.now() - t0;
  };
  const half = Math.floor(LEARNERS / 2);
  // warm-up (JIT, prepared statements, caches): not measured
  for (let n = 0; n < 10; n++) await submit(n);
  await drained(deps);
  const oneByOne = await measure(deps, async () => {
    for (let n = 10; n < half; n++) {
      await submit(n);
      await drained(deps);
    }
  });
  const burst = await measure(deps, () =>
    Promise.all(Array.from({ length: LEARNERS - half }, (_, k) => submit(half + k))),
  );
  const followBurst = await measure(deps, () => drained(deps));
  const certificates = await deps.database.executeSql('select count(*)::int as n from learning_certificates');

  console.log(
    `\n${LEARNERS} alunos, ${QUESTIONS} perguntas, PostgreSQL; carga ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    'por requisição'.padEnd(42),
    'n'.padStart(5),
    'SQL req'.padStart(9),
    'SQL fila'.padStart(8),
    'CPU node'.padStart(9),
    'CPU pg'.padStart(8),
    'ms/req'.padStart(9),
  );
  row('salvar resposta (20 alunos por vez)', LEARNERS * QUESTIONS, saves);
  row('enviar, um por vez, com sua tarefa', half - 10, oneByOne);
  row(`enviar, ${LEARNERS - half} ao mesmo tempo`, LEARNERS - half, burst);
  row('  + tarefas, depois da rajada', LEARNERS - half, followBurst);
  const times = [...burst.result].sort((a, b) => a - b);
  console.log(
    `rajada: ${((1000 * (LEARNERS - half)) / burst.wall).toFixed(0)} envios/s, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms; certificados ${certificates.rows[0]!.n}; erros ${errors}`,
  );
  await exam.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
