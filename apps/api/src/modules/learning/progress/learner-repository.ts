import {
  type AnyColumn,
  and,
  asc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import {
  learningAttempts,
  learningCatalogVersion,
  learningEnrollments,
  learningJourneyClients,
  learningJourneys,
  learningStepProgress,
  learningSteps,
  learningTrails,
  users,
} from '../../../db/schema';

/**
 * A journey's role filter lets this user in: no "funções" chosen, or the user's `funcao` is one of
 * them (a user without a funcao only sees journeys without a role filter).
 */
export const roleFilterAdmits = (userFuncao: SQL | AnyColumn) =>
  sql`(cardinality(${learningJourneys.funcoes}) = 0 or ${userFuncao} = any(${learningJourneys.funcoes}))`;

/**
 * Published journeys whose audience includes this client and, when the journey is limited to some
 * "funções", this user's: the audience rule of the learner side (`catalogueAdmits` is the same rule
 * for the catalogue in memory; change both).
 */
function visibleTo(db: Db | Tx, learner: { userId: string; clientId: string }) {
  const { clientId } = learner;
  return and(
    eq(learningJourneys.published, true),
    roleFilterAdmits(sql`(select ${users.funcao} from ${users} where ${users.id} = ${learner.userId})`),
    or(
      eq(learningJourneys.audience, 'todos_clientes'),
      exists(
        db
          .select({ one: sql`1` })
          .from(learningJourneyClients)
          .where(
            and(
              eq(learningJourneyClients.journeyId, learningJourneys.id),
              eq(learningJourneyClients.clientId, clientId),
            ),
          ),
      ),
    ),
  );
}

export function visibleJourneys(db: Db | Tx, learner: { userId: string; clientId: string }) {
  return db
    .select()
    .from(learningJourneys)
    .where(visibleTo(db, learner))
    .orderBy(asc(learningJourneys.position), asc(learningJourneys.title));
}

/** One step of the published catalogue, as its statement's JSON carries it (snake_case). */
export interface CatalogueStepJson {
  trail_id: string;
  trail_title: string;
  trail_description: string;
  id: string;
  kind: (typeof learningSteps.$inferSelect)['kind'];
  title: string;
  position: number;
  document_id: string | null;
  video_url: string | null;
  video_minutes: number | null;
  lesson_html: string | null;
  quiz_id: string | null;
}

/** One published journey of the catalogue, its audience and its steps in learning order. */
export interface CatalogueJourneyJson {
  id: string;
  title: string;
  description: string;
  workload_hours: number;
  cover_key: string | null;
  cover_mime: string | null;
  due_at: string | null;
  due_days: number | null;
  audience: (typeof learningJourneys.$inferSelect)['audience'];
  funcoes: string[];
  client_ids: string[];
  steps: CatalogueStepJson[];
}

/**
 * The published catalogue in one statement, with the version it is (read in the same snapshot): every
 * published journey in the learner's order, with its audience (clients, "funções") and its steps in
 * learning order (trail order, then step order). It changes only when an author writes; the learner's
 * screen keeps it in memory while `learning_catalog_version` says it is current.
 */
export async function publishedCatalogue(db: Db | Tx) {
  const j = learningJourneys;
  const jc = learningJourneyClients;
  const t = learningTrails;
  const s = learningSteps;
  const v = learningCatalogVersion;
  const [row] = await queryRows<{ version: string | number; journeys: CatalogueJourneyJson[] }>(
    db,
    sql`select ${v.version} as version, coalesce((select json_agg(json_build_object(
        'id', ${j.id}, 'title', ${j.title}, 'description', ${j.description},
        'workload_hours', ${j.workloadHours}, 'cover_key', ${j.coverKey}, 'cover_mime', ${j.coverMime},
        'due_at', ${j.dueAt}, 'due_days', ${j.dueDays}, 'audience', ${j.audience}, 'funcoes', ${j.funcoes},
        'client_ids', (select coalesce(json_agg(${jc.clientId}), '[]'::json) from ${jc}
          where ${jc.journeyId} = ${j.id}),
        'steps', (select coalesce(json_agg(json_build_object(
            'trail_id', ${t.id}, 'trail_title', ${t.title}, 'trail_description', ${t.description},
            'id', ${s.id}, 'kind', ${s.kind}, 'title', ${s.title}, 'position', ${s.position},
            'document_id', ${s.documentId}, 'video_url', ${s.videoUrl}, 'video_minutes', ${s.videoMinutes},
            'lesson_html', ${s.lessonHtml}, 'quiz_id', ${s.quizId})
            order by ${t.position}, ${t.createdAt}, ${t.id}, ${s.position}), '[]'::json)
          from ${t} join ${s} on ${s.trailId} = ${t.id} where ${t.journeyId} = ${j.id}))
        order by ${j.position}, ${j.title}, ${j.id}) from ${j} where ${j.published}), '[]'::json) as journeys
      from ${v} where ${v.id} = 1`,
  );
  if (!row) throw new Error('learning_catalog_version has no row');
  return { version: Number(row.version), journeys: row.journeys };
}

/**
 * The same audience rule as `visibleTo`, for a journey of the catalogue held in memory: published (the
 * catalogue holds only those), the user's "função" admitted, and its client in the audience.
 */
export const catalogueAdmits = (
  journey: Pick<CatalogueJourneyJson, 'audience' | 'funcoes' | 'client_ids'>,
  learner: { clientId: string; funcao: string | null },
) =>
  (journey.funcoes.length === 0 || (learner.funcao !== null && journey.funcoes.includes(learner.funcao))) &&
  (journey.audience === 'todos_clientes' || journey.client_ids.includes(learner.clientId));

/** What the learner's screen reads per request: the catalogue's version and the learner's own state. */
export interface LearnerState {
  version: number;
  funcao: string | null;
  /** [journey id, enrolled at, completed at] (JSON dates) */
  enrolments: [string, string, string | null][] | null;
  /** [journey id, certificate id] */
  certificates: [string, string][] | null;
  doneStepIds: string[] | null;
}

/**
 * The learner's own part of the screen in one small statement: the catalogue's current version, the
 * user's "função", and its enrolments, certificates and done steps. The statement is the PL/pgSQL
 * function `learning_learner_state` (migration 0033_learning_catalog_version): it keeps its plan for
 * the session, where planning a statement each time cost most of the request on PGlite.
 */
export async function learnerState(db: Db, userId: string): Promise<LearnerState | undefined> {
  const [row] = await queryRows<{
    version: string | number;
    funcao: string | null;
    enrolments: LearnerState['enrolments'];
    certificates: LearnerState['certificates'];
    done_step_ids: string[] | null;
  }>(db, sql`select * from learning_learner_state(${userId})`);
  return (
    row && {
      version: Number(row.version),
      funcao: row.funcao,
      enrolments: row.enrolments,
      certificates: row.certificates,
      doneStepIds: row.done_step_ids,
    }
  );
}

export async function enroll(db: Db | Tx, userId: string, clientId: string, journeyIds: string[]) {
  if (journeyIds.length)
    await db
      .insert(learningEnrollments)
      .values(journeyIds.map((journeyId) => ({ userId, clientId, journeyId })))
      .onConflictDoNothing();
  return journeyIds.length
    ? db
        .select()
        .from(learningEnrollments)
        .where(
          and(eq(learningEnrollments.userId, userId), inArray(learningEnrollments.journeyId, journeyIds)),
        )
    : [];
}

export const doneStepIds = async (db: Db | Tx, userId: string) =>
  new Set(
    (
      await db
        .select({ id: learningStepProgress.stepId })
        .from(learningStepProgress)
        .where(eq(learningStepProgress.userId, userId))
    ).map((r) => r.id),
  );

export async function markDone(db: Db | Tx, userId: string, clientId: string, stepIds: string[]) {
  if (stepIds.length)
    await db
      .insert(learningStepProgress)
      .values(stepIds.map((stepId) => ({ userId, clientId, stepId })))
      .onConflictDoNothing();
}

/** Steps of a journey in learning order (trail order, then step order). */
export const journeySteps = (db: Db | Tx, journeyId: string) =>
  db
    .select({ step: learningSteps, trail: learningTrails })
    .from(learningSteps)
    .innerJoin(learningTrails, eq(learningTrails.id, learningSteps.trailId))
    .where(eq(learningTrails.journeyId, journeyId))
    .orderBy(asc(learningTrails.position), asc(learningTrails.createdAt), asc(learningSteps.position));

/** The journeys that contain a step, or a quiz. */
export const journeysWithStep = (db: Db | Tx, where: { stepId?: string; quizId?: string }) =>
  db
    .select({ journeyId: learningTrails.journeyId, stepId: learningSteps.id })
    .from(learningSteps)
    .innerJoin(learningTrails, eq(learningTrails.id, learningSteps.trailId))
    .where(where.stepId ? eq(learningSteps.id, where.stepId) : eq(learningSteps.quizId, where.quizId!));

export async function completeEnrollment(db: Db | Tx, userId: string, journeyId: string, at: Date) {
  const [row] = await db
    .update(learningEnrollments)
    .set({ completedAt: at })
    .where(
      and(
        eq(learningEnrollments.userId, userId),
        eq(learningEnrollments.journeyId, journeyId),
        isNull(learningEnrollments.completedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Learners with a passed attempt at a quiz that is a step they have no progress on: what a lost
 * quiz-passed follow-up leaves (the repair job re-runs it; the grade still decides). With the latest
 * passed close, the follow-up's date.
 */
export const passedWithoutProgress = (db: Db) =>
  db
    .select({
      userId: learningAttempts.userId,
      clientId: sql<string>`${learningAttempts.clientId}`,
      quizId: learningAttempts.quizId,
      at: sql<Date>`max(${learningAttempts.finishedAt})`.mapWith(learningAttempts.finishedAt),
    })
    .from(learningAttempts)
    .innerJoin(learningSteps, eq(learningSteps.quizId, learningAttempts.quizId))
    .leftJoin(
      learningStepProgress,
      and(
        eq(learningStepProgress.userId, learningAttempts.userId),
        eq(learningStepProgress.stepId, learningSteps.id),
      ),
    )
    .where(
      and(
        eq(learningAttempts.passed, true),
        eq(learningAttempts.preview, false),
        isNotNull(learningAttempts.clientId),
        isNull(learningStepProgress.stepId),
      ),
    )
    .groupBy(learningAttempts.userId, learningAttempts.clientId, learningAttempts.quizId)
    .limit(500);
