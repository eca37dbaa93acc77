import type { AppDeps } from '../../../deps';
import { attemptsOf } from '../attempts/attempt-repository';
import { gradeOf } from '../attempts/scoring';
import { requireQuiz } from '../authoring/quiz-service';
import { issueMissingCertificates } from '../certificates/certificate-service';
import { passedWithoutProgress } from './learner-repository';
import { recordQuizPassed } from './progress-service';

/**
 * The learning repairs, run by a scheduled job: what a crash or a lost follow-up left between a passed
 * quiz and its certificate, found by state and finished with the same idempotent steps the follow-up
 * runs. Returns how much of each it repaired.
 */
export async function repairLearning(deps: AppDeps) {
  let passed = 0;
  for (const p of await passedWithoutProgress(deps.db)) {
    const quiz = await requireQuiz(deps.db, p.quizId);
    const closed = (await attemptsOf(deps.db, p.userId, p.quizId, false)).filter((a) => a.finishedAt);
    const grade = gradeOf(
      quiz.grading,
      closed.map((a) => a.scorePercent ?? 0),
    );
    if (grade === null || grade < quiz.passPercent) continue;
    await recordQuizPassed(deps, { userId: p.userId, clientId: p.clientId }, p.quizId, p.at);
    passed++;
  }
  const certificatesIssued = await issueMissingCertificates(deps, null);
  if (passed || certificatesIssued)
    deps.log.warn({ passed, certificatesIssued }, 'SiãoSeg: progresso e certificados reparados');
  return { passedWithoutProgress: passed, certificatesIssued };
}
