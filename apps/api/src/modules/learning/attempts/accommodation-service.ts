import type { Accommodation, AccommodationInput } from '@siao/shared';
import { accommodationInputSchema } from '@siao/shared';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { QuizRow } from '../authoring/content-repository';
import { requireQuiz } from '../authoring/quiz-service';
import { findLearnerUser } from '../learner-repository';
import {
  type AccommodationRow,
  accommodationsOf,
  deleteAccommodationRow,
  openAttemptsOf,
  setDeadline,
  upsertAccommodation,
} from './quiz-repository';

type Limits = Pick<AccommodationRow, 'extraMinutes' | 'timeMultiplier' | 'extraAttempts'> | undefined;

/**
 * The server's deadline of an attempt: start + limit × multiplier + extra minutes, never past the
 * quiz's closing date. No limit and no closing date: no deadline.
 */
export function deadlineFor(
  quiz: Pick<QuizRow, 'timeLimitMinutes' | 'closesAt'>,
  startedAt: Date,
  acc: Limits,
): Date | null {
  const byLimit = quiz.timeLimitMinutes
    ? new Date(
        startedAt.getTime() +
          Math.round(quiz.timeLimitMinutes * (acc?.timeMultiplier ?? 1) * 60_000) +
          (acc?.extraMinutes ?? 0) * 60_000,
      )
    : null;
  if (!quiz.closesAt) return byLimit;
  if (!byLimit) return quiz.closesAt;
  return byLimit < quiz.closesAt ? byLimit : quiz.closesAt;
}

/** Attempts a learner may use: the quiz's, plus the accommodation's extra ones; null = unlimited. */
export const attemptsAllowedFor = (quiz: Pick<QuizRow, 'attemptsAllowed'>, acc: Limits) =>
  quiz.attemptsAllowed === null ? null : quiz.attemptsAllowed + (acc?.extraAttempts ?? 0);

const toAccommodation = (a: AccommodationRow, name: string, email: string): Accommodation => ({
  user_id: a.userId,
  user_name: name,
  user_email: email,
  extra_minutes: a.extraMinutes,
  time_multiplier: a.timeMultiplier,
  extra_attempts: a.extraAttempts,
});

export async function listAccommodations(deps: AppDeps, quizId: string): Promise<Accommodation[]> {
  await requireQuiz(deps.db, quizId);
  return (await accommodationsOf(deps.db, quizId)).map((r) => toAccommodation(r.a, r.name, r.email));
}

/** Open attempts of the learner get their deadline recalculated at once. */
async function recalcOpenAttempts(tx: Tx, quiz: QuizRow, userId: string, acc: Limits) {
  const open = await openAttemptsOf(tx, quiz.id, userId);
  for (const a of open) await setDeadline(tx, a.id, deadlineFor(quiz, a.startedAt, acc));
  return open.length;
}

export async function saveAccommodation(
  deps: AppDeps,
  quizId: string,
  input: AccommodationInput,
  origin: AuditOrigin,
): Promise<Accommodation> {
  const d = accommodationInputSchema.parse(input);
  const quiz = await requireQuiz(deps.db, quizId);
  const user = await findLearnerUser(deps.db, d.user_id);
  if (user?.role !== 'cliente') throw new AppError('LEARNER_NOT_FOUND');
  const row = {
    quizId,
    userId: d.user_id,
    extraMinutes: d.extra_minutes,
    timeMultiplier: d.time_multiplier,
    extraAttempts: d.extra_attempts,
  };
  // the accommodation, the open attempts' new deadlines and the audit entry: all or nothing
  const updated = await deps.db.transaction(async (tx) => {
    await upsertAccommodation(tx, row);
    const recalculated = await recalcOpenAttempts(tx, quiz, d.user_id, row);
    await writeAudit(
      tx,
      {
        action: 'learning.accommodation.saved',
        entity: 'learning_quiz',
        entityId: quizId,
        details: { ...d },
      },
      origin,
    );
    return recalculated;
  });
  return {
    ...toAccommodation({ ...row, createdAt: new Date(), updatedAt: new Date() }, user.name, user.email),
    updated_attempts: updated,
  };
}

export async function deleteAccommodation(
  deps: AppDeps,
  quizId: string,
  userId: string,
  origin: AuditOrigin,
) {
  const quiz = await requireQuiz(deps.db, quizId);
  await deps.db.transaction(async (tx) => {
    const [gone] = await deleteAccommodationRow(tx, quizId, userId);
    if (!gone) throw new AppError('ACCOMMODATION_NOT_FOUND');
    await recalcOpenAttempts(tx, quiz, userId, undefined);
    await writeAudit(
      tx,
      {
        action: 'learning.accommodation.removed',
        entity: 'learning_quiz',
        entityId: quizId,
        details: { user_id: userId },
      },
      origin,
    );
  });
}
