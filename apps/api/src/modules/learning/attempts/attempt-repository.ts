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

/** What a close needs of an attempt: its quiz, the learner's accommodation, other attempts and answers. */
const loadedColumns = {
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
};

const loadedAttempts = (db: Db | Tx) =>
  db
    .select(loadedColumns)
    .from(learningAttempts)
    .innerJoin(learningQuizzes, eq(learningQuizzes.id, learningAttempts.quizId))
    .leftJoin(
      learningAccommodations,
      and(
        eq(learningAccommodations.quizId, learningAttempts.quizId),
        eq(learningAccommodations.userId, learningAttempts.userId),
      ),
    );

type LoadedRow = Awaited<ReturnType<ReturnType<typeof loadedAttempts>['where']>>[number];

const toLoaded = (row: LoadedRow): LoadedAttempt => ({
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
});

/** Prepared once: one attempt, loaded whole. */
const loadStatement = preparedPerDb((db) =>
  loadedAttempts(db)
    .where(eq(learningAttempts.id, sql.placeholder('id')))
    .prepare('learning_attempt_load'),
);

/** Everything an attempt's view, save or close needs, in one round trip. */
export async function loadAttempt(db: Db, id: string): Promise<LoadedAttempt | undefined> {
  const [row] = await loadStatement(db).execute({ id });
  return row ? toLoaded(row) : undefined;
}

/**
 * Saves (or replaces) one answer only while the attempt is the learner's, open, within its deadline
 * (`cutoff` = now − tolerance) and has that question: one statement. False: one of those failed
 * (the caller reads the attempt to say which). It share-locks the attempt row, so it serialises with a
 * close (`lockOpenAttempt`): a save that commits first is scored, one that waited finds it closed.
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
      for share
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
 * Locks an attempt that is still open for its close and returns its stored answers, read after the lock
 * (so every save that committed before is there, and later saves wait for the close and are refused).
 * Undefined: already closed. Inside the close's transaction.
 */
export async function lockOpenAttempt(tx: Tx, attemptId: string): Promise<AnswerRow[] | undefined> {
  const [open] = await tx
    .select({ id: learningAttempts.id })
    .from(learningAttempts)
    .where(and(eq(learningAttempts.id, attemptId), isNull(learningAttempts.finishedAt)))
    .for('update');
  if (!open) return undefined;
  return tx.select().from(learningAttemptAnswers).where(eq(learningAttemptAnswers.attemptId, attemptId));
}

export interface AttemptClose extends CloseValues {
  id: string;
  /** each slot's score, by question id */
  scores: Record<string, number>;
}

/**
 * Closes the attempts still open and writes every answer's score, in one statement (atomic without a
 * transaction), however many. Returns the ids it closed: one already closed (by the deadline job, or a
 * second submit) is left as it was.
 */
export async function closeOpenAttempts(db: Db | Tx, closes: AttemptClose[]): Promise<string[]> {
  if (!closes.length) return [];
  const input = closes.map((c) => ({
    id: c.id,
    finished_at: c.finishedAt!.toISOString(),
    closed_by: c.closedBy,
    points: c.points,
    max_points: c.maxPoints,
    score_percent: c.scorePercent,
    passed: c.passed,
    scores: c.scores,
  }));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(id uuid, finished_at timestamptz,
          closed_by text, points real, max_points real, score_percent real, passed boolean, scores jsonb)
      ), closed as (
        update ${learningAttempts} a set finished_at = input.finished_at, closed_by = input.closed_by,
          points = input.points, max_points = input.max_points, score_percent = input.score_percent,
          passed = input.passed
        from input
        where a.id = input.id and a.finished_at is null
        returning a.id
      ), scored as (
        update ${learningAttemptAnswers} saved set score = s.value::real
        from closed join input on input.id = closed.id, jsonb_each_text(input.scores) s
        where saved.attempt_id = closed.id and saved.question_id = s.key::uuid
      )
      select id from closed`,
  );
  return rows.map((r) => String(r.id));
}

/** From an attempt's start on these versions are frozen: a later edit creates a new version. */
export const freezeVersions = (tx: Tx, ids: string[], at: Date) =>
  tx
    .update(learningQuestionVersions)
    .set({ usedAt: at })
    .where(and(inArray(learningQuestionVersions.id, ids), isNull(learningQuestionVersions.usedAt)));

/**
 * Inserts an attempt unless the database refuses it: the learner already has one open at this quiz, or
 * another start took this number first (concurrent starts) → undefined, nothing written.
 */
export async function insertAttempt(tx: Tx, values: typeof learningAttempts.$inferInsert) {
  const [row] = await tx.insert(learningAttempts).values(values).onConflictDoNothing().returning();
  return row;
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

/**
 * Locks up to `limit` open attempts whose deadline is before `cutoff` (skipping any a save or a close
 * holds: the next sweep takes them) and loads them whole, in two statements: the lock first, so every
 * save that committed before is read, and later saves wait for the sweep's close and are refused.
 * Inside the sweep's transaction.
 */
export async function lockExpiredAttempts(tx: Tx, cutoff: Date, limit: number): Promise<LoadedAttempt[]> {
  const locked = await tx
    .select({ id: learningAttempts.id })
    .from(learningAttempts)
    .where(
      and(
        isNull(learningAttempts.finishedAt),
        isNotNull(learningAttempts.deadlineAt),
        lt(learningAttempts.deadlineAt, cutoff),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!locked.length) return [];
  const rows = await loadedAttempts(tx).where(
    inArray(
      learningAttempts.id,
      locked.map((r) => r.id),
    ),
  );
  return rows.map(toLoaded);
}
