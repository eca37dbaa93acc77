import { randomUUID } from 'node:crypto';
import type { Answer, Attempt } from '@siao/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type AttemptSlot, learningAttempts, learningQuestionVersions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { attemptsAllowedFor, deadlineFor } from './accommodation-service';
import { buildAttemptView } from './attempt-view';
import { type QuestionRow, slotQuestions, type VersionRow, versionsByIds } from './content-repository';
import { drawQuestions } from './draw';
import {
  type AttemptRow,
  answersOf,
  attemptsOf,
  expiredOpenAttempts,
  findAttempt,
  upsertAnswer,
} from './learner-repository';
import { recordQuizPassed, requireReachableQuiz } from './progress-service';
import { bankQuestions, findAccommodation, seenQuestionIds, setAnswerScores } from './quiz-repository';
import { requireQuiz } from './quiz-service';
import { gradeOf, percentOf, scoreAnswer, seededShuffle } from './scoring';
import { queueXapi } from './xapi';

/** Grace after the deadline for an answer already in flight (network, clock skew). */
export const DEADLINE_TOLERANCE_MS = 5_000;

const pastDeadline = (a: AttemptRow, now: Date) =>
  a.deadlineAt !== null && now.getTime() > a.deadlineAt.getTime() + DEADLINE_TOLERANCE_MS;

/** Starts an attempt, or resumes the open one; learners go through the reachability check. */
export async function startAttempt(
  deps: AppDeps,
  auth: AuthContext,
  quizId: string,
  opts: { stepId: string | null; preview: boolean },
  now = new Date(),
): Promise<Attempt> {
  const quiz = await requireQuiz(deps.db, quizId);
  if (!opts.preview) await requireReachableQuiz(deps, auth, quizId);
  const previous = await attemptsOf(deps.db, auth.userId, quizId, opts.preview);
  const open = previous.find((a) => !a.finishedAt);
  if (open && !pastDeadline(open, now)) return attemptView(deps, open, now);
  if (open) await closeAttempt(deps, open, open.deadlineAt!, 'prazo');
  if (!opts.preview && quiz.closesAt && now >= quiz.closesAt) throw new AppError('QUIZ_CLOSED');
  const used = previous.length;
  const acc = opts.preview ? undefined : await findAccommodation(deps.db, quizId, auth.userId);
  const allowed = opts.preview ? null : attemptsAllowedFor(quiz, acc);
  if (allowed !== null && used >= allowed) throw new AppError('ATTEMPTS_EXHAUSTED');
  const seed = randomUUID();
  const ordered = await drawAttemptQuestions(deps, quiz, auth.userId, seed);
  if (!ordered.length) throw new AppError('QUIZ_EMPTY');
  const slots: AttemptSlot[] = ordered.map(({ item: { q, v }, category }) => {
    const ids = v.options.map((o) => o.id);
    // an ordenação shown in its right order would give the answer away: always shuffled
    const shuffleOptions = quiz.shuffle || v.type === 'ordenacao';
    return {
      question_id: q.id,
      version_id: v.id,
      option_order: shuffleOptions ? seededShuffle(ids, `${seed}:${q.id}`) : ids,
      match_order:
        v.type === 'associacao'
          ? seededShuffle(
              v.options.map((o) => o.match_id),
              `${seed}:m:${q.id}`,
            )
          : [],
      ...(category ? { category } : {}),
    };
  });
  const row = await deps.db.transaction(async (tx) => {
    // from now on these versions are frozen: a later edit creates a new version
    await tx
      .update(learningQuestionVersions)
      .set({ usedAt: now })
      .where(
        and(
          inArray(
            learningQuestionVersions.id,
            slots.map((s) => s.version_id),
          ),
          isNull(learningQuestionVersions.usedAt),
        ),
      );
    const [inserted] = await tx
      .insert(learningAttempts)
      .values({
        quizId,
        userId: auth.userId,
        clientId: opts.preview ? null : auth.clientId,
        stepId: opts.stepId,
        preview: opts.preview,
        number: used + 1,
        seed,
        slots,
        startedAt: now,
        deadlineAt: opts.preview
          ? deadlineFor({ ...quiz, closesAt: null }, now, undefined)
          : deadlineFor(quiz, now, acc),
      })
      .returning();
    return inserted!;
  });
  return attemptView(deps, row, now);
}

/** Fixed questions plus the random slots' draw (see draw.ts), in the attempt's order. */
async function drawAttemptQuestions(
  deps: AppDeps,
  quiz: Awaited<ReturnType<typeof requireQuiz>>,
  userId: string,
  seed: string,
) {
  // a slot pinned to a version serves that version; the others their latest
  const fixed = (await slotQuestions(deps.db, quiz.id)).filter(({ q }) => !q.bankOnly);
  const pools = new Map<string, { q: QuestionRow; v: VersionRow }[]>();
  for (const slot of quiz.randomSlots)
    if (!pools.has(slot.category)) pools.set(slot.category, await bankQuestions(deps.db, slot.category));
  const seen = quiz.randomSlots.length ? await seenQuestionIds(deps.db, userId) : new Set<string>();
  return drawQuestions({ seed, fixed, slots: quiz.randomSlots, pools, seen, shuffle: quiz.shuffle });
}

/** The caller's own attempt; anyone else's is "not found" (no existence leak). */
export async function requireOwnAttempt(deps: AppDeps, auth: AuthContext, id: string): Promise<AttemptRow> {
  const row = await findAttempt(deps.db, id);
  if (!row || row.userId !== auth.userId) throw new AppError('ATTEMPT_NOT_FOUND');
  return row;
}

export async function attemptView(deps: AppDeps, attempt: AttemptRow, now = new Date()): Promise<Attempt> {
  const quiz = await requireQuiz(deps.db, attempt.quizId);
  const [versions, answers, all, acc] = await Promise.all([
    versionsByIds(
      deps.db,
      attempt.slots.map((s) => s.version_id),
    ),
    answersOf(deps.db, attempt.id),
    attemptsOf(deps.db, attempt.userId, attempt.quizId, attempt.preview),
    findAccommodation(deps.db, attempt.quizId, attempt.userId),
  ]);
  return buildAttemptView({
    quiz,
    attempt,
    versions,
    answers,
    attemptsUsed: all.length,
    attemptsAllowed: attemptsAllowedFor(quiz, acc),
    now,
  });
}

export async function saveAnswer(
  deps: AppDeps,
  attempt: AttemptRow,
  questionId: string,
  answer: Answer,
  now = new Date(),
) {
  if (attempt.finishedAt) throw new AppError('ATTEMPT_CLOSED');
  if (pastDeadline(attempt, now)) {
    await closeAttempt(deps, attempt, attempt.deadlineAt!, 'prazo');
    throw new AppError('ATTEMPT_TIME_OVER');
  }
  if (!attempt.slots.some((s) => s.question_id === questionId))
    throw new AppError('ATTEMPT_QUESTION_UNKNOWN');
  await upsertAnswer(deps.db, attempt.id, questionId, answer, now);
  return { saved_at: now.toISOString() };
}

/** Learner's submit; past the deadline it is closed as of the deadline with what was saved. */
export async function submitAttempt(deps: AppDeps, attempt: AttemptRow, now = new Date()): Promise<Attempt> {
  if (attempt.finishedAt) throw new AppError('ATTEMPT_CLOSED');
  const late = pastDeadline(attempt, now);
  const closed = await closeAttempt(
    deps,
    attempt,
    late ? attempt.deadlineAt! : now,
    late ? 'prazo' : 'aluno',
  );
  // closed by someone else in between (the deadline job): show what they stored
  if (!closed.row) return attemptView(deps, (await findAttempt(deps.db, attempt.id))!, now);
  // the view is built from what the close already loaded (a submit is the busiest moment of an exam)
  const [all, acc] = await Promise.all([
    closed.attempts ?? attemptsOf(deps.db, attempt.userId, attempt.quizId, attempt.preview),
    findAccommodation(deps.db, attempt.quizId, attempt.userId),
  ]);
  return buildAttemptView({
    quiz: closed.quiz,
    attempt: closed.row,
    versions: closed.versions,
    answers: closed.answers,
    attemptsUsed: all.length,
    attemptsAllowed: attemptsAllowedFor(closed.quiz, acc),
    now,
  });
}

/**
 * Scores and closes; safe to run twice (only the first close of an open attempt counts: `row` is
 * null for the others). Returns what it loaded, so a caller can show the result without reading again.
 */
export async function closeAttempt(
  deps: AppDeps,
  attempt: AttemptRow,
  finishedAt: Date,
  closedBy: 'aluno' | 'prazo',
) {
  const [quiz, versions, saved] = await Promise.all([
    requireQuiz(deps.db, attempt.quizId),
    versionsByIds(
      deps.db,
      attempt.slots.map((s) => s.version_id),
    ),
    answersOf(deps.db, attempt.id),
  ]);
  let points = 0;
  let maxPoints = 0;
  const scores = new Map<string, number>();
  for (const slot of attempt.slots) {
    const v = versions.find((x) => x.id === slot.version_id)!;
    const given = saved.find((a) => a.questionId === slot.question_id)?.answer as Answer | undefined;
    const fraction = scoreAnswer(v, given);
    scores.set(slot.question_id, fraction * v.points);
    points += fraction * v.points;
    maxPoints += v.points;
  }
  const answers = saved.map((a) =>
    scores.has(a.questionId) ? { ...a, score: scores.get(a.questionId)! } : a,
  );
  const scorePercent = percentOf(points, maxPoints);
  const row = await deps.db.transaction(async (tx: Tx) => {
    const [updated] = await tx
      .update(learningAttempts)
      .set({
        finishedAt,
        closedBy,
        points,
        maxPoints,
        scorePercent,
        passed: scorePercent >= quiz.passPercent,
      })
      .where(and(eq(learningAttempts.id, attempt.id), isNull(learningAttempts.finishedAt)))
      .returning();
    if (!updated) return null;
    await setAnswerScores(tx, attempt.id, [...scores]);
    return updated;
  });
  const loaded = { quiz, versions, answers, row, attempts: undefined as AttemptRow[] | undefined };
  if (!row || row.preview || !row.clientId) return loaded;
  await queueXapi(deps, [{ kind: 'attempt', attemptId: row.id }]);
  loaded.attempts = await attemptsOf(deps.db, row.userId, row.quizId, false);
  const grade = gradeOf(
    quiz.grading,
    loaded.attempts.filter((a) => a.finishedAt).map((a) => a.scorePercent ?? 0),
  );
  if (grade !== null && grade >= quiz.passPercent)
    await recordQuizPassed(deps, { userId: row.userId, clientId: row.clientId }, row.quizId, finishedAt);
  return loaded;
}

/** The scheduled job's work: attempts whose time ran out, closed as of their deadline. */
export async function closeExpiredAttempts(deps: AppDeps, now = new Date()): Promise<number> {
  const rows = await expiredOpenAttempts(deps.db, new Date(now.getTime() - DEADLINE_TOLERANCE_MS));
  for (const row of rows) await closeAttempt(deps, row, row.deadlineAt!, 'prazo');
  return rows.length;
}
