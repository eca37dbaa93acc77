import type { AppDeps } from '../../../deps';
import { defineJob } from '../../../lib/jobs/types';
import { recordQuizPassed } from '../progress/progress-service';

/**
 * What follows a close whose grade passes the quiz, off the submit's response (a submit is the busiest
 * moment of an exam): the quiz's steps done, the journeys completed and their certificates issued. A
 * background job enqueued right after the close (this process's worker picks it up at once); idempotent
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

/** Enqueued after the close committed; a failure to enqueue is logged, never the learner's error. */
export async function queueQuizPassed(deps: AppDeps, p: QuizPassed) {
  try {
    await deps.jobs.send(QUIZ_PASSED, p);
  } catch (err) {
    deps.log.error({ err, ...p }, 'SiãoSeg: progresso da aprovação não enfileirado');
  }
}

export const quizPassedJob = (deps: AppDeps) =>
  defineJob<QuizPassed>({
    name: QUIZ_PASSED,
    retryLimit: 5,
    retryDelaySeconds: 10,
    handler: (p) => recordPass(deps, p),
  });
