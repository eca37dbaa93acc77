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
import {
  learningAttempts,
  learningCertificates,
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
 * "funções", this user's: the ONE audience rule of the learner side.
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

/** One step of the learner's screen, as the statement's JSON carries it (snake_case, no dates). */
export interface LearnerStepJson {
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
  done: boolean;
}

/**
 * The learner's screen in one statement: one row per visible journey with the learner's enrolment and
 * certificate, and its steps in learning order (trail order, then step order), each with whether the
 * learner did it, aggregated into one JSON array. Per-journey subqueries rather than one wide join:
 * PostgreSQL plans each small subquery on its own, and planning a seven-table join cost ten times
 * the statement's execution on the busiest learner screen.
 */
export function learnerJourneyRows(db: Db | Tx, learner: { userId: string; clientId: string }) {
  const t = learningTrails;
  const s = learningSteps;
  const p = learningStepProgress;
  return db
    .select({
      journey: {
        id: learningJourneys.id,
        title: learningJourneys.title,
        description: learningJourneys.description,
        workloadHours: learningJourneys.workloadHours,
        coverKey: learningJourneys.coverKey,
        coverMime: learningJourneys.coverMime,
        dueAt: learningJourneys.dueAt,
        dueDays: learningJourneys.dueDays,
      },
      enrolledAt: learningEnrollments.enrolledAt,
      completedAt: learningEnrollments.completedAt,
      certificateId: sql<string | null>`(select ${learningCertificates.id} from ${learningCertificates}
        where ${learningCertificates.journeyId} = ${learningJourneys.id}
          and ${learningCertificates.userId} = ${learner.userId})`,
      steps: sql<LearnerStepJson[]>`(select coalesce(json_agg(json_build_object(
          'trail_id', ${t.id}, 'trail_title', ${t.title}, 'trail_description', ${t.description},
          'id', ${s.id}, 'kind', ${s.kind}, 'title', ${s.title}, 'position', ${s.position},
          'document_id', ${s.documentId}, 'video_url', ${s.videoUrl}, 'video_minutes', ${s.videoMinutes},
          'lesson_html', ${s.lessonHtml}, 'quiz_id', ${s.quizId}, 'done', ${p.stepId} is not null)
          order by ${t.position}, ${t.createdAt}, ${t.id}, ${s.position}), '[]'::json)
        from ${t} join ${s} on ${s.trailId} = ${t.id}
        left join ${p} on ${p.stepId} = ${s.id} and ${p.userId} = ${learner.userId}
        where ${t.journeyId} = ${learningJourneys.id})`,
    })
    .from(learningJourneys)
    .leftJoin(
      learningEnrollments,
      and(
        eq(learningEnrollments.journeyId, learningJourneys.id),
        eq(learningEnrollments.userId, learner.userId),
      ),
    )
    .where(visibleTo(db, learner))
    .orderBy(asc(learningJourneys.position), asc(learningJourneys.title), asc(learningJourneys.id));
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
