import { randomUUID } from 'node:crypto';
import type { Answer, Attempt } from '@siao/shared';
import type { Tx } from '../../../db/client';
import type { AttemptSlot } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { type QuestionRow, slotQuestions, type VersionRow } from '../authoring/content-repository';
import { requireQuiz } from '../authoring/quiz-service';
import { requireReachableQuiz } from '../progress/progress-service';
import { queueXapi } from '../xapi/xapi-service';
import { attemptsAllowedFor, deadlineFor } from './accommodation-service';
import { queueQuizPassed } from './attempt-follow-up';
import {
  type AnswerRow,
  type AttemptRow,
  attemptsOf,
  closeOpenAttempts,
  freezeVersions,
  insertAttempt,
  type LoadedAttempt,
  loadAttempt,
  lockExpiredAttempts,
  lockOpenAttempt,
  saveAnswerIfOpen,
} from './attempt-repository';
import { buildAttemptView } from './attempt-view';
import { drawQuestions } from './draw';
import { versionsFor } from './frozen-versions';
import { bankQuestions, findAccommodation, seenQuestionIds } from './quiz-repository';
import { gradeOf, percentOf, scoreAnswer, seededShuffle } from './scoring';

/** Grace after the deadline for an answer already in flight (network, clock skew). */
const DEADLINE_TOLERANCE_MS = 5_000;

const pastDeadline = (a: AttemptRow, now: Date) =>
  a.deadlineAt !== null && now.getTime() > a.deadlineAt.getTime() + DEADLINE_TOLERANCE_MS;

/**
 * Starts an attempt, or resumes the open one; learners go through the reachability check. Concurrent
 * starts (double click, two tabs, two instances) all read the same attempts and try the same number: the
 * database keeps one (one open attempt per learner and quiz, a number once each, see the schema), the
 * others start over once and resume it — so the limit holds, since a number is only tried when it is
 * within the limit.
 */
export async function startAttempt(
  deps: AppDeps,
  auth: AuthContext,
  quizId: string,
  opts: { stepId: string | null; preview: boolean },
  now = new Date(),
  retried = false,
): Promise<Attempt> {
  const quiz = await requireQuiz(deps.db, quizId);
  if (!opts.preview) await requireReachableQuiz(deps, auth, quizId);
  const previous = await attemptsOf(deps.db, auth.userId, quizId, opts.preview);
  const open = previous.find((a) => !a.finishedAt);
  if (open && !pastDeadline(open, now)) return attemptView(deps, auth, open.id, now);
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
    const inserted = await insertAttempt(tx, {
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
    });
    if (inserted)
      await freezeVersions(
        tx,
        slots.map((s) => s.version_id),
        now,
      );
    return inserted;
  });
  // another start won the race: what it left (its open attempt, or the limit reached) decides
  if (!row) {
    if (retried) throw new AppError('ATTEMPTS_EXHAUSTED');
    return startAttempt(deps, auth, quizId, opts, now, true);
  }
  // the new attempt's view from what the start already knows (read only the versions, now frozen)
  return viewOf(
    { attempt: row, quiz, accommodation: acc, attemptsUsed: used + 1, otherScores: [], answers: [] },
    now,
    deps,
  );
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

/** The caller's own attempt, loaded whole; anyone else's is "not found" (no existence leak). */
async function loadOwnAttempt(deps: AppDeps, auth: AuthContext, id: string): Promise<LoadedAttempt> {
  const loaded = await loadAttempt(deps.db, id);
  if (!loaded || loaded.attempt.userId !== auth.userId) throw new AppError('ATTEMPT_NOT_FOUND');
  return loaded;
}

async function viewOf(loaded: LoadedAttempt & { versions?: VersionRow[] }, now: Date, deps?: AppDeps) {
  const { quiz, attempt } = loaded;
  return buildAttemptView({
    quiz,
    attempt,
    versions:
      loaded.versions ??
      (await versionsFor(
        deps!.db,
        attempt.slots.map((s) => s.version_id),
      )),
    answers: loaded.answers,
    attemptsUsed: loaded.attemptsUsed,
    attemptsAllowed: attemptsAllowedFor(quiz, loaded.accommodation),
    now,
  });
}

/** The learner's view of its own attempt (two statements at most: the attempt whole, versions not cached). */
export async function attemptView(deps: AppDeps, auth: AuthContext, id: string, now = new Date()) {
  return viewOf(await loadOwnAttempt(deps, auth, id), now, deps);
}

/**
 * Saves one answer in one statement when the attempt is open, in time and has the question; otherwise
 * reads the attempt to refuse with the right reason (and closes it when its time ran out).
 */
export async function saveAnswer(
  deps: AppDeps,
  auth: AuthContext,
  attemptId: string,
  questionId: string,
  answer: Answer,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - DEADLINE_TOLERANCE_MS);
  const args = { attemptId, userId: auth.userId, questionId, answer, at: now, cutoff };
  if (await saveAnswerIfOpen(deps.db, args)) return { saved_at: now.toISOString() };
  const { attempt } = await loadOwnAttempt(deps, auth, attemptId);
  if (attempt.finishedAt) throw new AppError('ATTEMPT_CLOSED');
  if (pastDeadline(attempt, now)) {
    await closeAttempt(deps, attempt, attempt.deadlineAt!, 'prazo');
    throw new AppError('ATTEMPT_TIME_OVER');
  }
  if (!attempt.slots.some((s) => s.question_id === questionId))
    throw new AppError('ATTEMPT_QUESTION_UNKNOWN');
  // closed or extended in between: the attempt as it is now decides
  if (await saveAnswerIfOpen(deps.db, args)) return { saved_at: now.toISOString() };
  throw new AppError('ATTEMPT_CLOSED');
}

/**
 * Learner's submit; past the deadline it is closed as of the deadline with what was saved: the attempt
 * whole, then the close's transaction (the attempt locked, its answers read, every score written); when
 * the grade passes, a job records the progress and certificate (attempt-follow-up.ts). The answer
 * (score, pass/fail, review) is built from what was loaded and what the close scored.
 */
export async function submitAttempt(deps: AppDeps, auth: AuthContext, id: string, now = new Date()) {
  const loaded = await loadOwnAttempt(deps, auth, id);
  const { attempt } = loaded;
  if (attempt.finishedAt) throw new AppError('ATTEMPT_CLOSED');
  const late = pastDeadline(attempt, now);
  const closed = await closeLoaded(deps, loaded, late ? attempt.deadlineAt! : now, late ? 'prazo' : 'aluno');
  // closed by someone else in between (the deadline job): show what they stored
  if (!closed) return attemptView(deps, auth, id, now);
  return viewOf({ ...loaded, ...closed }, now);
}

/**
 * Scores and closes an attempt that is still open; safe to run twice (only the first close counts, the
 * others get null). Returns the closed row, its versions and the scored answers.
 */
async function closeLoaded(
  deps: AppDeps,
  loaded: LoadedAttempt,
  finishedAt: Date,
  closedBy: 'aluno' | 'prazo',
) {
  const { attempt } = loaded;
  const versions = await versionsFor(
    deps.db,
    attempt.slots.map((s) => s.version_id),
  );
  // the attempt row locked, the answers read again: what the learner saved up to the close is scored
  const closed = await deps.db.transaction(async (tx) => {
    const answers = await lockOpenAttempt(tx, attempt.id);
    if (!answers) return null;
    const [done] = await closeScored(deps, tx, [{ ...loaded, answers }], versions, () => ({
      finishedAt,
      closedBy,
    }));
    return done ? { values: done.values, answers } : null;
  });
  if (!closed) return null;
  const { values, answers } = closed;
  const { scores, ...stored } = values;
  const row: AttemptRow = { ...attempt, ...stored };
  const scored: AnswerRow[] = answers.map((a) =>
    a.questionId in scores ? { ...a, score: scores[a.questionId]! } : a,
  );
  return { attempt: row, versions, answers: scored };
}

/**
 * The close, for one attempt or a sweep's many, inside the caller's transaction (the attempts locked,
 * their answers read after the lock): each attempt scored, all closed in one statement, and for each
 * one closed its xAPI statement and, when the quiz grade passes, the progress and certificate
 * follow-up enqueued in the same transaction (they commit with the close, or neither does).
 */
async function closeScored(
  deps: AppDeps,
  tx: Tx,
  attempts: LoadedAttempt[],
  versions: VersionRow[],
  closing: (a: AttemptRow) => { finishedAt: Date; closedBy: 'aluno' | 'prazo' },
) {
  const scored = attempts.map((loaded) => {
    const { finishedAt, closedBy } = closing(loaded.attempt);
    const values = scoreAttempt(loaded.attempt, loaded.quiz, versions, loaded.answers, finishedAt, closedBy);
    return { loaded, values };
  });
  const closed = new Set(
    await closeOpenAttempts(
      tx,
      scored.map(({ loaded, values }) => ({ id: loaded.attempt.id, ...values })),
    ),
  );
  const done = scored.filter(({ loaded }) => closed.has(loaded.attempt.id));
  const counted = done.filter(({ loaded: { attempt } }) => !attempt.preview && attempt.clientId);
  await queueXapi(
    deps,
    tx,
    counted.map(({ loaded }) => ({ kind: 'attempt' as const, attemptId: loaded.attempt.id })),
  );
  // the passes' follow-ups, all in one statement however many the close (or the sweep) closed
  await queueQuizPassed(
    deps,
    tx,
    counted.flatMap(({ loaded: { attempt, quiz, otherScores }, values }) => {
      const grade = gradeOf(quiz.grading, [...otherScores, values.scorePercent]);
      return grade !== null && grade >= quiz.passPercent
        ? [
            {
              userId: attempt.userId,
              clientId: attempt.clientId!,
              quizId: attempt.quizId,
              at: values.finishedAt.toISOString(),
            },
          ]
        : [];
    }),
  );
  return done;
}

/** Each slot's score from the stored answers, the totals and pass/fail: what a close writes. */
function scoreAttempt(
  attempt: AttemptRow,
  quiz: LoadedAttempt['quiz'],
  versions: VersionRow[],
  answers: AnswerRow[],
  finishedAt: Date,
  closedBy: 'aluno' | 'prazo',
) {
  const byId = new Map(versions.map((v) => [v.id, v]));
  let points = 0;
  let maxPoints = 0;
  const scores: Record<string, number> = {};
  for (const slot of attempt.slots) {
    const v = byId.get(slot.version_id)!;
    const given = answers.find((a) => a.questionId === slot.question_id)?.answer as Answer | undefined;
    scores[slot.question_id] = scoreAnswer(v, given) * v.points;
    points += scores[slot.question_id]!;
    maxPoints += v.points;
  }
  const scorePercent = percentOf(points, maxPoints);
  return {
    finishedAt,
    closedBy,
    points,
    maxPoints,
    scorePercent,
    passed: scorePercent >= quiz.passPercent,
    scores,
  };
}

/** Closes an attempt whose time ran out (or any open one), reading it whole first. */
async function closeAttempt(
  deps: AppDeps,
  attempt: AttemptRow,
  finishedAt: Date,
  closedBy: 'aluno' | 'prazo',
) {
  const loaded = await loadAttempt(deps.db, attempt.id);
  return loaded ? closeLoaded(deps, loaded, finishedAt, closedBy) : null;
}

/** Attempts one sweep transaction closes at most (a whole exam's deadline in one go). */
const SWEEP_BATCH = 2_000;

/**
 * The scheduled job's work: attempts whose time ran out, closed as of their deadline, in a constant
 * number of statements per batch (lock, load, versions, one close; plus the follow-up jobs of the
 * attempts that pass). Attempts a save or a submit holds right now are left to the next sweep.
 */
export async function closeExpiredAttempts(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEADLINE_TOLERANCE_MS);
  let total = 0;
  for (;;) {
    const closed = await deps.db.transaction(async (tx) => {
      const expired = await lockExpiredAttempts(tx, cutoff, SWEEP_BATCH);
      if (!expired.length) return 0;
      const versions = await versionsFor(tx, [
        ...new Set(expired.flatMap((l) => l.attempt.slots.map((s) => s.version_id))),
      ]);
      const done = await closeScored(deps, tx, expired, versions, (a) => ({
        finishedAt: a.deadlineAt!,
        closedBy: 'prazo',
      }));
      return done.length;
    });
    total += closed;
    if (closed < SWEEP_BATCH) return total;
  }
}
