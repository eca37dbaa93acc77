import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  learningAccommodations,
  learningAttemptAnswers,
  learningAttempts,
  learningQuestions,
  learningQuestionVersions,
  users,
} from '../../../db/schema';
import { slotVersionId } from '../authoring/content-repository';

/** Quiz engine queries (segquiz): bank draws, accommodations, regrade, analytics. */

export type AccommodationRow = typeof learningAccommodations.$inferSelect;

/** Live questions of a bank category (any quiz) with the version they serve (pinned or current), in a stable order. */
export const bankQuestions = (db: Db | Tx, category: string) =>
  db
    .select({ q: learningQuestions, v: learningQuestionVersions })
    .from(learningQuestions)
    .innerJoin(learningQuestionVersions, eq(learningQuestionVersions.id, slotVersionId))
    .where(and(eq(learningQuestions.category, category), isNull(learningQuestions.deletedAt)))
    .orderBy(asc(learningQuestions.id));

/** Bank categories with their live question counts. */
export const bankCategories = (db: Db | Tx) =>
  db
    .select({ category: learningQuestions.category, questions: count() })
    .from(learningQuestions)
    .where(and(isNotNull(learningQuestions.category), isNull(learningQuestions.deletedAt)))
    .groupBy(learningQuestions.category)
    .orderBy(asc(learningQuestions.category));

/** Question ids a learner already met in any earlier (non-preview) attempt. */
export async function seenQuestionIds(db: Db | Tx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: sql<string>`jsonb_array_elements(${learningAttempts.slots})->>'question_id'` })
    .from(learningAttempts)
    .where(and(eq(learningAttempts.userId, userId), eq(learningAttempts.preview, false)));
  return new Set(rows.map((r) => r.id));
}

export async function findAccommodation(db: Db | Tx, quizId: string, userId: string) {
  const [row] = await db
    .select()
    .from(learningAccommodations)
    .where(and(eq(learningAccommodations.quizId, quizId), eq(learningAccommodations.userId, userId)));
  return row;
}

export const accommodationsOf = (db: Db | Tx, quizId: string) =>
  db
    .select({ a: learningAccommodations, name: users.name, email: users.email })
    .from(learningAccommodations)
    .innerJoin(users, eq(users.id, learningAccommodations.userId))
    .where(eq(learningAccommodations.quizId, quizId))
    .orderBy(asc(users.name));

export async function upsertAccommodation(
  db: Db | Tx,
  row: Omit<AccommodationRow, 'createdAt' | 'updatedAt'>,
) {
  const values = { ...row, updatedAt: new Date() };
  await db
    .insert(learningAccommodations)
    .values(values)
    .onConflictDoUpdate({
      target: [learningAccommodations.quizId, learningAccommodations.userId],
      set: values,
    });
}

export const deleteAccommodationRow = (db: Db | Tx, quizId: string, userId: string) =>
  db
    .delete(learningAccommodations)
    .where(and(eq(learningAccommodations.quizId, quizId), eq(learningAccommodations.userId, userId)))
    .returning();

export const openAttemptsOf = (db: Db | Tx, quizId: string, userId: string) =>
  db
    .select()
    .from(learningAttempts)
    .where(
      and(
        eq(learningAttempts.quizId, quizId),
        eq(learningAttempts.userId, userId),
        isNull(learningAttempts.finishedAt),
      ),
    );

export const setDeadline = (db: Db | Tx, attemptId: string, deadlineAt: Date | null) =>
  db.update(learningAttempts).set({ deadlineAt }).where(eq(learningAttempts.id, attemptId));

/** Closed, recorded (non-preview) attempts of a quiz with the learner's name, for regrading. */
export const closedAttemptsOf = (db: Db | Tx, quizId: string) =>
  db
    .select({ attempt: learningAttempts, name: users.name })
    .from(learningAttempts)
    .innerJoin(users, eq(users.id, learningAttempts.userId))
    .where(
      and(
        eq(learningAttempts.quizId, quizId),
        eq(learningAttempts.preview, false),
        isNotNull(learningAttempts.finishedAt),
      ),
    )
    .orderBy(asc(learningAttempts.startedAt));

export const answersOfAttempts = (db: Db | Tx, attemptIds: string[]) =>
  attemptIds.length
    ? db.select().from(learningAttemptAnswers).where(inArray(learningAttemptAnswers.attemptId, attemptIds))
    : Promise.resolve([] as (typeof learningAttemptAnswers.$inferSelect)[]);

export const versionsOf = (db: Db | Tx, questionId: string) =>
  db
    .select()
    .from(learningQuestionVersions)
    .where(eq(learningQuestionVersions.questionId, questionId))
    .orderBy(asc(learningQuestionVersions.version));

/**
 * The version each question's slot serves (deleted ones too: a regrade still follows their latest
 * fix): the pinned version when pinned, else the current one.
 */
export const currentVersionIds = async (db: Db | Tx, questionIds: string[]) =>
  new Map(
    (questionIds.length
      ? await db
          .select({ id: learningQuestions.id, v: sql<string | null>`${slotVersionId}` })
          .from(learningQuestions)
          .where(inArray(learningQuestions.id, questionIds))
      : []
    ).map((r) => [r.id, r.v]),
  );

/** A regrade's write: the attempt's score and the versions it now points at. */
export const updateAttemptScore = (
  db: Db | Tx,
  id: string,
  values: Pick<AttemptRow, 'slots' | 'points' | 'maxPoints' | 'scorePercent' | 'passed'>,
) => db.update(learningAttempts).set(values).where(eq(learningAttempts.id, id));

type AttemptRow = typeof learningAttempts.$inferSelect;

/** Every answer's score of an attempt in one statement (closing an attempt is on the hot path). */
export async function setAnswerScores(db: Db | Tx, attemptId: string, scores: [string, number][]) {
  if (!scores.length) return;
  const cases = sql.join(
    scores.map(([questionId, score]) => sql`when ${questionId}::uuid then ${score}::real`),
    sql` `,
  );
  await db
    .update(learningAttemptAnswers)
    .set({ score: sql`case ${learningAttemptAnswers.questionId} ${cases} end` })
    .where(
      and(
        eq(learningAttemptAnswers.attemptId, attemptId),
        inArray(
          learningAttemptAnswers.questionId,
          scores.map(([q]) => q),
        ),
      ),
    );
}
