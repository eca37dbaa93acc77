import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { defineJob } from '../../../lib/jobs/types';
import { recordQuizPassed } from '../progress/progress-service';

/**
 * What follows a close whose grade passes the quiz, off the submit's response (a submit is the busiest
 * moment of an exam): the quiz's steps done, the journeys completed and their certificates issued. A
 * background job enqueued in the close's transaction (this process's worker picks it up at once); idempotent
 * (steps and completions are written once, a certificate per completion), so a retry changes nothing.
 * The close itself decides, from what it loaded, whether the grade passes; the attempt's xAPI statement
 * is queued by the close too (its own job, only when an LRS is configured).
 */
export const QUIZ_PASSED = 'learning-quiz-passed';

interface QuizPassed {
  userId: string;
  clientId: string;
  quizId: string;
  /** the close's finish time: the steps' and the journey's completion date */
  at: string;
}

export const recordPass = (deps: AppDeps, p: QuizPassed) =>
  recordQuizPassed(deps, { userId: p.userId, clientId: p.clientId }, p.quizId, new Date(p.at));

/** Crash injection for tests: while `failures` > 0, the enqueue throws (and counts it down). */
export const quizPassedEnqueueSeam = { failures: 0 };

/**
 * Enqueued in the close's transaction: the close and its follow-up commit together, or neither does
 * (the learner's submit then fails and the attempt stays open to submit again).
 */
export async function queueQuizPassed(deps: AppDeps, tx: Tx, passes: QuizPassed[]) {
  if (!passes.length) return;
  if (quizPassedEnqueueSeam.failures > 0) {
    quizPassedEnqueueSeam.failures--;
    throw new Error('falha injetada ao enfileirar a aprovação');
  }
  await deps.jobs.enqueueMany(tx, QUIZ_PASSED, passes);
}

export const quizPassedJob = (deps: AppDeps) =>
  defineJob<QuizPassed>({
    name: QUIZ_PASSED,
    retryLimit: 5,
    retryDelaySeconds: 10,
    handler: (p) => recordPass(deps, p),
  });
