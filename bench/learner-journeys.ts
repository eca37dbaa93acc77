/**
 * The learner's busiest screen and the deadline sweep, on PGlite and on PostgreSQL (a fresh database
 * `siao_bench_journeys` on BENCH_PG, created and dropped here):
 * 1. `GET /api/learning/me/journeys` (10 published journeys × 3 trails × 3 steps, part of them done) at
 *    CONNECTIONS (50) concurrent keep-alive connections against the real HTTP server for DURATION_S
 *    seconds, next to another list of the same learner (`GET /api/faturas`, 20 faturas): req/s, p50, p95.
 * 2. SWEEP (1,000) attempts of one timed quiz expiring at one deadline (half answered right), closed by
 *    one `closeExpiredAttempts` call: its time, how many it closed and how many quiz-passed jobs it queued.
 *
 *   node --import tsx bench/learner-journeys.ts     # BENCH_PG=postgres://postgres@127.0.0.1:5432
 *   CONNECTIONS=50 DURATION_S=10 SWEEP=1000 BENCH_ONLY=pglite|postgres ...
 *   BENCH_CPU_ONLY=1 CPU_ROUNDS=3 CPU_REQUESTS=100 ...  # only the CPU time per request (busy machine)
 *   BENCH_SWEEP_ONLY=1 ...                                # only the deadline sweep
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import type { AttemptSlot } from '../apps/api/src/db/schema';
import {
  clients,
  faturas,
  learningAttemptAnswers,
  learningAttempts,
  learningQuestionVersions,
  users,
} from '../apps/api/src/db/schema';
import { startSession } from '../apps/api/src/modules/auth/issue-tokens';
import { closeExpiredAttempts } from '../apps/api/src/modules/learning/attempts/attempt-service';
import { saveJourney, saveTrail } from '../apps/api/src/modules/learning/authoring/content-service';
import { createQuestion, saveQuiz } from '../apps/api/src/modules/learning/authoring/quiz-service';
import { journeySteps, markDone } from '../apps/api/src/modules/learning/progress/learner-repository';

const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const NAME = 'siao_bench_journeys';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const SWEEP = Number(process.env.SWEEP ?? 1000);
const ONLY = process.env.BENCH_ONLY;
/** only the CPU time per request (in-process, serial): comparable on a busy machine */
const CPU_ONLY = process.env.BENCH_CPU_ONLY === '1';
const SWEEP_ONLY = process.env.BENCH_SWEEP_ONLY === '1';
const CPU_ROUNDS = Number(process.env.CPU_ROUNDS ?? 5);
const CPU_REQUESTS = Number(process.env.CPU_REQUESTS ?? 40);

async function admin(sqlText: string) {
  const c = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await c.connect();
  await c.query(sqlText);
  await c.end();
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/** CONNECTIONS loops, each sending the next request when the previous answered, for DURATION_S seconds. */
async function load(url: string, authorization: string) {
  const times: number[] = [];
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { authorization } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { rps: times.length / DURATION_S, p50: pct(times, 50), p95: pct(times, 95) };
}

/**
 * CPU time of this process per request (user + system), the journeys and the faturas list interleaved in
 * CPU_ROUNDS rounds of CPU_REQUESTS serial in-process requests each: unlike req/s on a shared machine,
 * it does not depend on what the other processes do. On PGlite it includes the database's work (same
 * process); on PostgreSQL only the API's. Prints the median round.
 */
async function cpuPerRequest(app: Awaited<ReturnType<typeof buildApp>>, authorization: string) {
  const paths = ['/api/learning/me/journeys', '/api/faturas'];
  const rounds = new Map(paths.map((p) => [p, [] as number[]]));
  for (let r = 0; r < CPU_ROUNDS; r++)
    for (const path of paths) {
      const before = process.cpuUsage();
      for (let i = 0; i < CPU_REQUESTS; i++) {
        const res = await app.inject({ method: 'GET', url: path, headers: { authorization } });
        if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode}`);
      }
      const used = process.cpuUsage(before);
      rounds.get(path)!.push((used.user + used.system) / 1000 / CPU_REQUESTS);
    }
  for (const [path, ms] of rounds) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `CPU por pedido ${path}: mediana ${pct(sorted, 50).toFixed(2)} ms (rodadas: ${ms.map((m) => m.toFixed(2)).join(', ')}; load ${loadavg()[0]!.toFixed(1)})`,
    );
  }
}

async function run(kind: 'pglite' | 'postgres') {
  let database: Database;
  let url: string | undefined;
  if (kind === 'postgres') {
    await admin(`drop database if exists ${NAME} with (force)`);
    await admin(`create database ${NAME}`);
    url = `${SERVER}/${NAME}`;
    database = await openDatabase({ url, onConnectionError: () => {} });
  } else {
    database = await openDatabase({ dataDir: 'memory' });
  }
  await database.migrate();
  const dataDir = `/tmp/siao-bench-journeys-${kind}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const { deps } = app;
  const origin = { actorId: null };
  try {
    const [client] = await deps.db
      .insert(clients)
      .values({ document: '12345678000195', legalName: 'Cartório Bench', email: 'bench@bench.dev' })
      .returning();
    const [learner] = await deps.db
      .insert(users)
      .values({ name: 'Aluna Bench', email: 'aluna@bench.dev', role: 'cliente', clientId: client!.id })
      .returning();
    await deps.db.insert(faturas).values(
      Array.from({ length: 20 }, (_, i) => ({
        numero: i + 1,
        clientId: client!.id,
        competencia: `2026-${String((i % 12) + 1).padStart(2, '0')}`,
        emissao: '2026-01-05',
        vencimento: '2026-01-15',
        status: 'aberta' as const,
        totalCentavos: 10_000 + i,
        origem: 'manual' as const,
      })),
    );
    for (let j = 0; j < 10; j++) {
      const journeyId = await saveJourney(
        deps,
        null,
        { title: `Jornada ${j + 1}`, workload_hours: 2, published: true, position: j },
        origin,
      );
      for (let tr = 0; tr < 3; tr++)
        await saveTrail(deps, journeyId, null, {
          title: `Trilha ${tr + 1}`,
          steps: [1, 2, 3].map((s) => ({
            kind: 'licao' as const,
            title: `Lição ${s}`,
            lesson_html: `<p>Conteúdo da lição ${s}.</p>`,
          })),
        });
      const steps = await journeySteps(deps.db, journeyId);
      await markDone(
        deps.db,
        learner!.id,
        client!.id,
        steps.slice(0, j % 9).map((s) => s.step.id),
      );
    }
    const session = await startSession(deps, learner!, { ip: '10.1.1.1', userAgent: 'bench' });
    const authorization = `Bearer ${session.token}`;
    if (SWEEP_ONLY) return await sweep(app.deps, client!.id);
    await cpuPerRequest(app, authorization);
    if (CPU_ONLY) return;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // warm up: enrolment on the first listing, caches, JIT
    for (const path of ['/api/learning/me/journeys', '/api/faturas'])
      for (let i = 0; i < 20; i++)
        await (await fetch(`${address}${path}`, { headers: { authorization } })).text();

    console.log(
      `\n${kind}: ${CONNECTIONS} conexões, ${DURATION_S} s por rota (load ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log('rota'.padEnd(34), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    for (const [label, path] of [
      ['GET /api/learning/me/journeys', '/api/learning/me/journeys'],
      ['GET /api/faturas (comparação)', '/api/faturas'],
    ] as const) {
      const r = await load(`${address}${path}`, authorization);
      console.log(
        label.padEnd(34),
        r.rps.toFixed(0).padStart(8),
        r.p50.toFixed(0).padStart(8),
        r.p95.toFixed(0).padStart(8),
      );
    }
    await sweep(app.deps, client!.id);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await admin(`drop database ${NAME} with (force)`);
  }
}

/** SWEEP learners' attempts at one timed quiz, all past one deadline, half answered right; one sweep closes them. */
async function sweep(deps: Awaited<ReturnType<typeof buildApp>>['deps'], clientId: string) {
  const origin = { actorId: null };
  const quizId = await saveQuiz(deps, null, {
    title: 'Prova das 14h',
    pass_percent: 70,
    time_limit_minutes: 30,
    attempts_allowed: 1,
  });
  const questionId = await createQuestion(
    deps,
    quizId,
    {
      type: 'unica',
      statement: 'Qual lei é a LGPD?',
      options: [
        { text: 'Lei 13.709/2018', correct: true },
        { text: 'Lei 8.935/1994', correct: false },
      ],
    },
    origin,
  );
  const [version] = await deps.db
    .select()
    .from(learningQuestionVersions)
    .where(eq(learningQuestionVersions.questionId, questionId));
  const optionIds = version!.options.map((o) => o.id);
  const learners = await deps.db
    .insert(users)
    .values(
      Array.from({ length: SWEEP }, (_, i) => ({
        name: `Aluno ${i + 1}`,
        email: `aluno${i + 1}@bench.dev`,
        role: 'cliente' as const,
        clientId,
      })),
    )
    .returning();
  const deadline = new Date(Date.now() - 60_000);
  const slot: AttemptSlot = {
    question_id: questionId,
    version_id: version!.id,
    option_order: optionIds,
    match_order: [],
  };
  const attempts = learners.map((u) => ({
    id: randomUUID(),
    quizId,
    userId: u.id,
    clientId,
    number: 1,
    seed: randomUUID(),
    slots: [slot],
    startedAt: new Date(deadline.getTime() - 30 * 60_000),
    deadlineAt: deadline,
  }));
  for (let i = 0; i < attempts.length; i += 500) {
    const chunk = attempts.slice(i, i + 500);
    await deps.db.insert(learningAttempts).values(chunk);
    await deps.db.insert(learningAttemptAnswers).values(
      chunk.map((a, k) => ({
        attemptId: a.id,
        questionId,
        answer: { option_ids: [(i + k) % 2 ? optionIds[1]! : optionIds[0]!] },
      })),
    );
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const closed = await closeExpiredAttempts(deps);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const { rows } = await deps.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'learning-quiz-passed'`,
  );
  console.log(
    `varredura do prazo: ${closed} tentativas fechadas numa chamada em ${ms.toFixed(0)} ms (CPU deste processo ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, load ${loadavg()[0]!.toFixed(1)}); ` +
      `${rows[0]!.n} tarefas de aprovação enfileiradas (esperado ${Math.ceil(SWEEP / 2)})`,
  );
}

async function main() {
  console.log(
    `uptime load: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  if (ONLY !== 'postgres') await run('pglite');
  if (ONLY !== 'pglite') await run('postgres');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
