import type { AppDeps } from '../../deps';
import { defineJob } from '../../lib/jobs/types';
import { attemptsOf, findAttempt } from './learner-repository';
import { recordQuizPassed } from './progress-service';
import { requireQuiz } from './quiz-service';
import { gradeOf } from './scoring';
import { queueXapi } from './xapi';

/**
 * What follows a recorded attempt's close, off the submit's response (a submit is the busiest moment of an
 * exam): the attempt's xAPI statement, and when the learner's grade passes, the quiz steps done, the
 * journey completed and its certificate issued. A background job started right after the close (this
 * process's worker picks it up at once); idempotent (steps and completions are written once, statements
 * carry ids derived from the fact), so a retry or a second run changes nothing.
 */
export const ATTEMPT_FOLLOW_UP = 'learning-attempt-follow-up';

export async function followUpAttempt(deps: AppDeps, attemptId: string) {
  const row = await findAttempt(deps.db, attemptId);
  if (!row?.finishedAt || row.preview || !row.clientId) return;
  await queueXapi(deps, [{ kind: 'attempt', attemptId }]);
  const [quiz, attempts] = await Promise.all([
    requireQuiz(deps.db, row.quizId),
    attemptsOf(deps.db, row.userId, row.quizId, false),
  ]);
  const grade = gradeOf(
    quiz.grading,
    attempts.filter((a) => a.finishedAt).map((a) => a.scorePercent ?? 0),
  );
  if (grade !== null && grade >= quiz.passPercent)
    await recordQuizPassed(deps, { userId: row.userId, clientId: row.clientId }, row.quizId, row.finishedAt);
}

/** Enqueued after the close committed; a failure to enqueue is logged, never the learner's error. */
export async function queueAttemptFollowUp(deps: AppDeps, attemptId: string) {
  try {
    await deps.jobs.send(ATTEMPT_FOLLOW_UP, { attemptId });
  } catch (err) {
    deps.log.error({ err, attemptId }, 'SiãoSeg: acompanhamento da tentativa não enfileirado');
  }
}

export const attemptFollowUpJob = (deps: AppDeps) =>
  defineJob<{ attemptId: string }>({
    name: ATTEMPT_FOLLOW_UP,
    retryLimit: 5,
    retryDelaySeconds: 10,
    handler: ({ attemptId }) => followUpAttempt(deps, attemptId),
  });
