import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { queryRows } from '../../../db/raw';
import {
  learningAccommodations,
  learningAttemptAnswers,
  learningAttempts,
  learningQuestionVersions,
  learningQuizzes,
} from '../../../db/schema';
import type { QuizRow } from '../authoring/content-repository';
import type { AccommodationRow } from './quiz-repository';

/** Quiz taking's hot path (1,000 learners at exam time): each request is one or two statements. */

export type AttemptRow = typeof learningAttempts.$inferSelect;
export type AnswerRow = typeof learningAttemptAnswers.$inferSelect;

export interface LoadedAttempt {
  attempt: AttemptRow;
  quiz: QuizRow;
  accommodation: AccommodationRow | undefined;
  /** attempts of this learner at this quiz (same preview flag), this one included */
  attemptsUsed: number;
  /** score of each of the learner's other closed attempts at this quiz (for the grade) */
  otherScores: number[];
  answers: AnswerRow[];
}

/** Prepared once: an attempt with its quiz, the learner's accommodation, other attempts and answers. */
const loadStatement = preparedPerDb((db) =>
  db
    .select({
      attempt: learningAttempts,
      quiz: learningQuizzes,
      accommodation: learningAccommodations,
      others: sql<{ used: number; scores: number[] }>`(select json_build_object('used', count(*),
          'scores', coalesce(json_agg(other.score_percent) filter (where other.finished_at is not null
            and other.id <> ${learningAttempts.id}), '[]'::json))
        from learning_attempts other where other.user_id = ${learningAttempts.userId}
          and other.quiz_id = ${learningAttempts.quizId} and other.preview = ${learningAttempts.preview})`,
      answers: sql<
        { questionId: string; answer: Record<string, unknown>; score: number | null; savedAt: string }[]
      >`
        coalesce((select json_agg(json_build_object('questionId', saved.question_id, 'answer', saved.answer,
          'score', saved.score, 'savedAt', saved.created_at)) from learning_attempt_answers saved
          where saved.attempt_id = ${learningAttempts.id}), '[]'::json)`,
    })
    .from(learningAttempts)
    .innerJoin(learningQuizzes, eq(learningQuizzes.id, learningAttempts.quizId))
    .leftJoin(
      learningAccommodations,
      and(
        eq(learningAccommodations.quizId, learningAttempts.quizId),
        eq(learningAccommodations.userId, learningAttempts.userId),
      ),
    )
    .where(eq(learningAttempts.id, sql.placeholder('id')))
    .prepare('learning_attempt_load'),
);

/** Everything an attempt's view, save or close needs, in one round trip. */
export async function loadAttempt(db: Db, id: string): Promise<LoadedAttempt | undefined> {
  const [row] = await loadStatement(db).execute({ id });
  if (!row) return undefined;
  return {
    attempt: row.attempt,
    quiz: row.quiz,
    accommodation: row.accommodation ?? undefined,
    attemptsUsed: Number(row.others.used),
    otherScores: row.others.scores.map((x) => Number(x ?? 0)),
    answers: row.answers.map((a) => ({
      attemptId: row.attempt.id,
      questionId: a.questionId,
      answer: a.answer,
      score: a.score,
      savedAt: new Date(a.savedAt),
    })),
  };
}

/**
 * Saves (or replaces) one answer only while the attempt is the learner's, open, within its deadline
 * (`cutoff` = now − tolerance) and has that question: one statement. False: one of those failed
 * (the caller reads the attempt to say which).
 */
export async function saveAnswerIfOpen(
  db: Db,
  a: { attemptId: string; userId: string; questionId: string; answer: object; at: Date; cutoff: Date },
): Promise<boolean> {
  const slot = JSON.stringify([{ question_id: a.questionId }]);
  const rows = await queryRows(
    db,
    sql`insert into ${learningAttemptAnswers} (attempt_id, question_id, answer, created_at)
      select ${learningAttempts.id}, ${a.questionId}::uuid, ${JSON.stringify(a.answer)}::jsonb, ${a.at.toISOString()}::timestamptz
      from ${learningAttempts}
      where ${learningAttempts.id} = ${a.attemptId}::uuid and ${learningAttempts.userId} = ${a.userId}::uuid
        and ${learningAttempts.finishedAt} is null
        and (${learningAttempts.deadlineAt} is null or ${learningAttempts.deadlineAt} >= ${a.cutoff.toISOString()}::timestamptz)
        and ${learningAttempts.slots} @> ${slot}::jsonb
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, created_at = excluded.created_at
      returning 1 as saved`,
  );
  return rows.length > 0;
}

type CloseValues = Pick<
  AttemptRow,
  'finishedAt' | 'closedBy' | 'points' | 'maxPoints' | 'scorePercent' | 'passed'
>;

/**
 * Closes an attempt still open and writes every answer's score, in one statement (atomic without a
 * transaction). False: it was already closed (by the deadline job, or a second submit).
 */
export async function closeOpenAttempt(
  db: Db,
  attemptId: string,
  values: CloseValues,
  scores: Record<string, number>,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`with closed as (
        update ${learningAttempts} set finished_at = ${values.finishedAt!.toISOString()}::timestamptz, closed_by = ${values.closedBy},
          points = ${values.points}, max_points = ${values.maxPoints}, score_percent = ${values.scorePercent},
          passed = ${values.passed}
        where id = ${attemptId}::uuid and finished_at is null
        returning id
      ), scored as (
        update ${learningAttemptAnswers} set score = s.value::real
        from jsonb_each_text(${JSON.stringify(scores)}::jsonb) s, closed
        where attempt_id = closed.id and question_id = s.key::uuid
      )
      select id from closed`,
  );
  return rows.length > 0;
}

/** From an attempt's start on these versions are frozen: a later edit creates a new version. */
export const freezeVersions = (tx: Tx, ids: string[], at: Date) =>
  tx
    .update(learningQuestionVersions)
    .set({ usedAt: at })
    .where(and(inArray(learningQuestionVersions.id, ids), isNull(learningQuestionVersions.usedAt)));

export async function insertAttempt(tx: Tx, values: typeof learningAttempts.$inferInsert) {
  const [row] = await tx.insert(learningAttempts).values(values).returning();
  return row!;
}

export const attemptsOf = (db: Db | Tx, userId: string, quizId: string, preview: boolean) =>
  db
    .select()
    .from(learningAttempts)
    .where(
      and(
        eq(learningAttempts.userId, userId),
        eq(learningAttempts.quizId, quizId),
        eq(learningAttempts.preview, preview),
      ),
    )
    .orderBy(asc(learningAttempts.number));

/** Open attempts whose deadline (plus tolerance) is before `cutoff`: the expiry job's work list. */
export const expiredOpenAttempts = (db: Db | Tx, cutoff: Date) =>
  db
    .select()
    .from(learningAttempts)
    .where(
      and(
        isNull(learningAttempts.finishedAt),
        isNotNull(learningAttempts.deadlineAt),
        lt(learningAttempts.deadlineAt, cutoff),
      ),
    )
    .limit(500);
