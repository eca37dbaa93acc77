import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import {
  clients,
  learningAttempts,
  learningCertificates,
  learningEnrollments,
  learningJourneys,
  learningStepProgress,
  learningSteps,
  learningTrails,
  users,
} from '../../../db/schema';

export interface SummaryGroup {
  clientId: string;
  clientName: string;
  journeyId: string;
  journeyTitle: string;
  counts: Record<'nao_iniciada' | 'em_andamento' | 'concluida' | 'atrasada', number>;
  attempts: number;
  scorePercent: number | null;
}

interface ProgressFilters {
  clientId?: string;
  journeyId?: string;
  status?: 'nao_iniciada' | 'em_andamento' | 'concluida' | 'atrasada';
  q?: string;
}

const e = learningEnrollments;

/** Due date of an enrolment: the journey's absolute date, or N days after enrolment. */
const dueAt = sql<Date | null>`coalesce(${learningJourneys.dueAt}, ${e.enrolledAt} + make_interval(days => ${learningJourneys.dueDays}))`;

const stepsTotal = sql<number>`(select count(*) from ${learningSteps} s join ${learningTrails} t on t.id = s.trail_id where t.journey_id = ${e.journeyId})`;
const stepsDone = sql<number>`(select count(*) from ${learningStepProgress} p join ${learningSteps} s on s.id = p.step_id join ${learningTrails} t on t.id = s.trail_id where p.user_id = ${e.userId} and t.journey_id = ${e.journeyId})`;
/** closed, non-preview attempts of the enrolment's learner on quizzes of the journey */
const journeyAttempts = (select: SQL) =>
  sql`(select ${select} from ${learningAttempts} a where a.user_id = ${e.userId} and a.preview = false and a.finished_at is not null and a.quiz_id in (select s.quiz_id from ${learningSteps} s join ${learningTrails} t on t.id = s.trail_id where t.journey_id = ${e.journeyId} and s.quiz_id is not null))`;
const attempts = sql<number>`${journeyAttempts(sql`count(*)`)}`;
const bestScore = sql<
  number | null
>`(select avg(best) from ${journeyAttempts(sql`max(a.score_percent) as best`)} b)`;

const status = sql<string>`case when ${e.completedAt} is not null then 'concluida' when ${dueAt} < now() then 'atrasada' when ${stepsDone} > 0 or ${attempts} > 0 then 'em_andamento' else 'nao_iniciada' end`;

function whereOf(f: ProgressFilters) {
  const text = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    f.clientId ? eq(e.clientId, f.clientId) : undefined,
    f.journeyId ? eq(e.journeyId, f.journeyId) : undefined,
    f.status ? sql`${status} = ${f.status}` : undefined,
    text ? or(ilike(users.name, text), ilike(users.email, text)) : undefined,
  );
}

const rowFields = {
  userId: e.userId,
  userName: users.name,
  userEmail: users.email,
  clientId: e.clientId,
  clientName: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})`,
  journeyId: e.journeyId,
  journeyTitle: learningJourneys.title,
  enrolledAt: e.enrolledAt,
  dueAt,
  completedAt: e.completedAt,
  status,
  stepsDone,
  stepsTotal,
  attempts,
  scorePercent: bestScore,
  certificateId: learningCertificates.id,
};

const joined = (db: Db, fields: typeof rowFields | { n: SQL<number> }) =>
  db
    .select(fields as typeof rowFields)
    .from(e)
    .innerJoin(users, eq(users.id, e.userId))
    .innerJoin(clients, eq(clients.id, e.clientId))
    .innerJoin(learningJourneys, eq(learningJourneys.id, e.journeyId))
    .leftJoin(
      learningCertificates,
      and(eq(learningCertificates.userId, e.userId), eq(learningCertificates.journeyId, e.journeyId)),
    );

/** Learners × journeys, the most urgent first (overdue, then by due date), one page at a time. */
export async function listProgress(db: Db, f: ProgressFilters, page: { page: number; limit: number } | null) {
  const where = whereOf(f);
  const query = joined(db, rowFields)
    .where(where)
    .orderBy(asc(sql`${e.completedAt} is not null`), asc(dueAt), asc(users.name), desc(e.enrolledAt));
  const rows = page
    ? await query.limit(page.limit).offset((page.page - 1) * page.limit)
    : await query.limit(50_000);
  const [total] = page
    ? await db
        .select({ n: count() })
        .from(e)
        .innerJoin(users, eq(users.id, e.userId))
        .innerJoin(learningJourneys, eq(learningJourneys.id, e.journeyId))
        .where(where)
    : [{ n: rows.length }];
  return { rows, total: Number(total?.n ?? 0) };
}

/** Per client and journey: how many learners in each situation, completion and mean score. */
export async function progressSummary(db: Db, f: { clientId?: string; journeyId?: string }) {
  const rows = await db
    .select({
      clientId: e.clientId,
      clientName: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})`,
      journeyId: e.journeyId,
      journeyTitle: learningJourneys.title,
      status,
      n: sql<number>`count(*)::int`,
      attempts: sql<number>`sum(${attempts})::int`,
    })
    .from(e)
    .innerJoin(clients, eq(clients.id, e.clientId))
    .innerJoin(learningJourneys, eq(learningJourneys.id, e.journeyId))
    .where(whereOf(f))
    .groupBy(e.clientId, clients.tradeName, clients.legalName, e.journeyId, learningJourneys.title, sql`5`)
    .orderBy(asc(sql`2`), asc(learningJourneys.title));
  // a quiz used by several steps of a journey counts once (distinct quiz → journey pairs)
  const scores = await queryRows<{ client_id: string; journey_id: string; score: number | null }>(
    db,
    sql`
    select a.client_id, jq.journey_id, avg(a.score_percent)::float8 as score
    from ${learningAttempts} a
    join (select distinct s.quiz_id, t.journey_id from ${learningSteps} s
          join ${learningTrails} t on t.id = s.trail_id where s.quiz_id is not null) jq on jq.quiz_id = a.quiz_id
    where a.preview = false and a.finished_at is not null and a.client_id is not null
      ${f.clientId ? sql`and a.client_id = ${f.clientId}` : sql``}
      ${f.journeyId ? sql`and jq.journey_id = ${f.journeyId}` : sql``}
    group by a.client_id, jq.journey_id`,
  );
  const scoreOf = new Map(scores.map((r) => [`${r.client_id}/${r.journey_id}`, r.score]));
  const groups = new Map<string, SummaryGroup>();
  for (const r of rows) {
    const key = `${r.clientId}/${r.journeyId}`;
    const g = groups.get(key) ?? {
      clientId: r.clientId,
      clientName: r.clientName,
      journeyId: r.journeyId,
      journeyTitle: r.journeyTitle,
      counts: { nao_iniciada: 0, em_andamento: 0, concluida: 0, atrasada: 0 },
      attempts: 0,
      scorePercent: scoreOf.get(key) ?? null,
    };
    g.counts[r.status as keyof SummaryGroup['counts']] += Number(r.n);
    g.attempts += Number(r.attempts ?? 0);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** The dashboard card: per client, enrolments completed out of all (staff: every client; a cliente: its own). */
export async function completionByClient(db: Db, clientId?: string) {
  return db
    .select({
      clientId: e.clientId,
      clientName: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})`,
      concluidos: sql<number>`(count(*) filter (where ${e.completedAt} is not null))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(e)
    .innerJoin(clients, eq(clients.id, e.clientId))
    .where(clientId ? eq(e.clientId, clientId) : undefined)
    .groupBy(e.clientId, clients.tradeName, clients.legalName)
    .orderBy(desc(sql`count(*)`), asc(sql`2`))
    .limit(10);
}
