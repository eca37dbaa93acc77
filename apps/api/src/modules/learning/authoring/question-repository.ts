import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  learningAttempts,
  learningQuestions,
  learningQuestionVersions,
  learningQuizzes,
  learningSteps,
} from '../../../db/schema';

/** Quiz and question authoring writes (quiz-service). */

type QuizValues = Omit<typeof learningQuizzes.$inferInsert, 'id' | 'createdAt'>;
type VersionValues = typeof learningQuestionVersions.$inferInsert;

export async function insertQuizRow(db: Db | Tx, values: QuizValues) {
  const [row] = await db.insert(learningQuizzes).values(values).returning();
  return row!;
}

export const updateQuizRow = (db: Db | Tx, id: string, values: QuizValues) =>
  db.update(learningQuizzes).set(values).where(eq(learningQuizzes.id, id));

/** A trail step or an attempt (preview or not) uses the quiz. */
export async function quizInUse(db: Db | Tx, id: string) {
  const [step] = await db
    .select({ id: learningSteps.id })
    .from(learningSteps)
    .where(eq(learningSteps.quizId, id))
    .limit(1);
  if (step) return true;
  const [attempt] = await db
    .select({ id: learningAttempts.id })
    .from(learningAttempts)
    .where(eq(learningAttempts.quizId, id))
    .limit(1);
  return !!attempt;
}

export const deleteQuizRow = (db: Db | Tx, id: string) =>
  db.delete(learningQuizzes).where(eq(learningQuizzes.id, id));

/** The id of version N of a question, when it exists. */
export async function versionIdOf(db: Db | Tx, questionId: string, version: number) {
  const [row] = await db
    .select({ id: learningQuestionVersions.id })
    .from(learningQuestionVersions)
    .where(
      and(eq(learningQuestionVersions.questionId, questionId), eq(learningQuestionVersions.version, version)),
    );
  return row?.id;
}

export const updateQuestionRow = (
  db: Db | Tx,
  id: string,
  values: Partial<Omit<typeof learningQuestions.$inferInsert, 'id' | 'quizId'>>,
) => db.update(learningQuestions).set(values).where(eq(learningQuestions.id, id));

/** Position after the quiz's last question (0 for the first). */
export async function nextQuestionPosition(db: Db | Tx, quizId: string) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(learningQuestions.position) })
    .from(learningQuestions)
    .where(eq(learningQuestions.quizId, quizId));
  return (last ?? -1) + 1;
}

export async function insertQuestionRow(db: Db | Tx, values: typeof learningQuestions.$inferInsert) {
  const [row] = await db.insert(learningQuestions).values(values).returning();
  return row!;
}

export async function insertVersionRow(db: Db | Tx, values: VersionValues) {
  const [row] = await db.insert(learningQuestionVersions).values(values).returning();
  return row!;
}

/**
 * Edits a version in place only while no attempt has used it (checked in the statement itself, so an
 * attempt starting at the same moment wins and the caller creates a new version). False: it is frozen.
 */
export async function updateUnusedVersion(
  db: Db | Tx,
  id: string,
  values: Pick<VersionValues, 'type' | 'statement' | 'options' | 'explanation' | 'points'>,
) {
  const rows = await db
    .update(learningQuestionVersions)
    .set(values)
    .where(and(eq(learningQuestionVersions.id, id), isNull(learningQuestionVersions.usedAt)))
    .returning({ id: learningQuestionVersions.id });
  return rows.length > 0;
}
