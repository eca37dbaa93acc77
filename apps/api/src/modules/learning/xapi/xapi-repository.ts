import { and, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  learningAttempts,
  learningQuizzes,
  learningStepProgress,
  learningSteps,
  users,
} from '../../../db/schema';

export interface XapiFilter {
  clientId?: string;
  since?: Date;
}

/** Steps done, with the learner and the step (the facts behind "completed" statements). */
export function stepCompletions(db: Db, f: XapiFilter & { userId?: string; stepId?: string }) {
  const where: (SQL | undefined)[] = [
    f.clientId ? eq(learningStepProgress.clientId, f.clientId) : undefined,
    f.since ? gte(learningStepProgress.doneAt, f.since) : undefined,
    f.userId ? eq(learningStepProgress.userId, f.userId) : undefined,
    f.stepId ? eq(learningStepProgress.stepId, f.stepId) : undefined,
  ];
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      stepId: learningSteps.id,
      kind: learningSteps.kind,
      title: learningSteps.title,
      doneAt: learningStepProgress.doneAt,
    })
    .from(learningStepProgress)
    .innerJoin(users, eq(users.id, learningStepProgress.userId))
    .innerJoin(learningSteps, eq(learningSteps.id, learningStepProgress.stepId))
    .where(and(...where))
    .orderBy(learningStepProgress.doneAt);
}

/** Closed, recorded (not preview) attempts, with the learner and the quiz ("passed"/"failed"). */
export function closedAttempts(db: Db, f: XapiFilter & { attemptId?: string }) {
  const where: (SQL | undefined)[] = [
    isNotNull(learningAttempts.finishedAt),
    eq(learningAttempts.preview, false),
    f.clientId ? eq(learningAttempts.clientId, f.clientId) : undefined,
    f.since ? gte(learningAttempts.finishedAt, f.since) : undefined,
    f.attemptId ? eq(learningAttempts.id, f.attemptId) : undefined,
  ];
  return db
    .select({
      attempt: learningAttempts,
      name: users.name,
      email: users.email,
      quizTitle: learningQuizzes.title,
    })
    .from(learningAttempts)
    .innerJoin(users, eq(users.id, learningAttempts.userId))
    .innerJoin(learningQuizzes, eq(learningQuizzes.id, learningAttempts.quizId))
    .where(and(...where))
    .orderBy(learningAttempts.finishedAt);
}
