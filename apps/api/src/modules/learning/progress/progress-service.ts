import type { LearnerQuiz } from '@siao/shared';
import type { Db } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { attemptsAllowedFor } from '../attempts/accommodation-service';
import { attemptsOf } from '../attempts/attempt-repository';
import { findAccommodation } from '../attempts/quiz-repository';
import { gradeOf } from '../attempts/scoring';
import { currentQuestions, findStep } from '../authoring/content-repository';
import { requireQuiz } from '../authoring/quiz-service';
import { issueMissingCertificates } from '../certificates/certificate-service';
import { queueXapi } from '../xapi/xapi-service';
import {
  completeEnrollment,
  doneStepIds,
  enroll,
  journeySteps,
  journeysWithStep,
  markDone,
  visibleJourneys,
} from './learner-repository';
import { completionByClient, progressSummary } from './progress-repository';
import { toSummaryRow } from './staff-progress';

interface Learner {
  userId: string;
  clientId: string;
}

export const learnerOf = (auth: AuthContext): Learner => {
  if (!auth.clientId) throw new AppError('FORBIDDEN');
  return { userId: auth.userId, clientId: auth.clientId };
};

/** Step ids in learning order with whether each is done and unlocked (all earlier ones done). */
async function journeyState(deps: AppDeps, userId: string, journeyId: string) {
  const [rows, done] = await Promise.all([journeySteps(deps.db, journeyId), doneStepIds(deps.db, userId)]);
  let open = true;
  return rows.map(({ step, trail }) => {
    const isDone = done.has(step.id);
    const status = isDone ? ('concluida' as const) : open ? ('disponivel' as const) : ('bloqueada' as const);
    if (!isDone) open = false;
    return { step, trail, status };
  });
}

/** The learner's journeys (visible to its client) that contain this step or quiz. */
async function reachable(deps: AppDeps, me: Learner, where: { stepId?: string; quizId?: string }) {
  const visible = new Set((await visibleJourneys(deps.db, me)).map((j) => j.id));
  return (await journeysWithStep(deps.db, where)).filter((r) => visible.has(r.journeyId));
}

/** A learner reaches a quiz only through an unlocked step of a journey published to its client. */
export async function requireReachableQuiz(deps: AppDeps, auth: AuthContext, quizId: string) {
  const me = learnerOf(auth);
  const hits = await reachable(deps, me, { quizId });
  if (!hits.length) throw new AppError('QUIZ_NOT_FOUND');
  for (const hit of hits) {
    const state = await journeyState(deps, me.userId, hit.journeyId);
    if (state.find((s) => s.step.id === hit.stepId)?.status !== 'bloqueada') return;
  }
  throw new AppError('STEP_LOCKED');
}

async function afterProgress(deps: AppDeps, me: Learner, journeyIds: string[], at: Date) {
  for (const journeyId of new Set(journeyIds)) {
    const state = await journeyState(deps, me.userId, journeyId);
    if (state.length && state.every((s) => s.status === 'concluida')) {
      await enroll(deps.db, me.userId, me.clientId, [journeyId]);
      await completeEnrollment(deps.db, me.userId, journeyId, at);
      // by state, not "this call completed it": a retry after a failed issue still issues
      await issueMissingCertificates(deps, { userId: me.userId, journeyId });
    }
  }
}

/** Documents, videos and lessons are marked done by the learner; quiz steps only by passing. */
/** A step of a journey published to the learner's client, not locked: 404 / 409 otherwise. */
export async function requireOpenStep(
  deps: AppDeps,
  auth: AuthContext,
  stepId: string,
  /** checked once the step is known to be reachable, before the lock */
  check?: (step: NonNullable<Awaited<ReturnType<typeof findStep>>>) => void,
) {
  const me = learnerOf(auth);
  const step = await findStep(deps.db, stepId);
  const hits = step ? await reachable(deps, me, { stepId }) : [];
  if (!step || !hits.length) throw new AppError('STEP_NOT_FOUND');
  check?.(step);
  const state = await journeyState(deps, me.userId, hits[0]!.journeyId);
  if (state.find((s) => s.step.id === stepId)?.status === 'bloqueada') throw new AppError('STEP_LOCKED');
  return { me, step, hits };
}

export async function markStepDone(deps: AppDeps, auth: AuthContext, stepId: string, now = new Date()) {
  const { me, hits } = await requireOpenStep(deps, auth, stepId, (step) => {
    if (step.kind === 'quiz') throw new AppError('STEP_DONE_BY_QUIZ');
  });
  await deps.db.transaction(async (tx) => {
    await markDone(tx, me.userId, me.clientId, [stepId]);
    await queueXapi(deps, tx, [{ kind: 'step', userId: me.userId, stepId }]);
  });
  await afterProgress(
    deps,
    me,
    hits.map((h) => h.journeyId),
    now,
  );
}

export async function recordQuizPassed(deps: AppDeps, me: Learner, quizId: string, at: Date) {
  const hits = await reachable(deps, me, { quizId });
  await deps.db.transaction(async (tx) => {
    await markDone(
      tx,
      me.userId,
      me.clientId,
      hits.map((h) => h.stepId),
    );
    await queueXapi(
      deps,
      tx,
      hits.map((h) => ({ kind: 'step' as const, userId: me.userId, stepId: h.stepId })),
    );
  });
  await afterProgress(
    deps,
    me,
    hits.map((h) => h.journeyId),
    at,
  );
}

/** The quiz's start page: rules, attempts used/left, grade, the open attempt to resume. */
export async function learnerQuiz(deps: AppDeps, auth: AuthContext, quizId: string): Promise<LearnerQuiz> {
  const quiz = await requireQuiz(deps.db, quizId);
  const preview = auth.role !== 'cliente';
  if (!preview) await requireReachableQuiz(deps, auth, quizId);
  const attempts = await attemptsOf(deps.db, auth.userId, quizId, preview);
  const acc = preview ? undefined : await findAccommodation(deps.db, quizId, auth.userId);
  const closed = attempts.filter((a) => a.finishedAt);
  const grade = gradeOf(
    quiz.grading,
    closed.map((a) => a.scorePercent ?? 0),
  );
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    pass_percent: quiz.passPercent,
    // the learner's own limit: an accommodation's multiplier and extra minutes included
    time_limit_minutes: quiz.timeLimitMinutes
      ? Math.round(quiz.timeLimitMinutes * (acc?.timeMultiplier ?? 1) + (acc?.extraMinutes ?? 0))
      : null,
    attempts_allowed: preview ? null : attemptsAllowedFor(quiz, acc),
    attempts_used: attempts.length,
    grade_percent: grade,
    passed: grade !== null && grade >= quiz.passPercent,
    open_attempt_id: attempts.find((a) => !a.finishedAt)?.id ?? null,
    question_count: (await currentQuestions(deps.db, quizId)).length,
    attempts: attempts.map((a) => ({
      id: a.id,
      number: a.number,
      finished_at: a.finishedAt?.toISOString() ?? null,
      score_percent: a.scorePercent,
      passed: a.passed,
    })),
  };
}

/** Enrolments and completions per client (the dashboards' training card). */
export function trainingCompletion(db: Db, clientId?: string) {
  return completionByClient(db, clientId);
}

/** Staff's summary per client and journey (GET /api/learning/progress/summary and the assistants' tool). */
export async function progressSummaryRows(db: Db, filters: { clientId?: string; journeyId?: string }) {
  return (await progressSummary(db, filters)).map(toSummaryRow);
}
