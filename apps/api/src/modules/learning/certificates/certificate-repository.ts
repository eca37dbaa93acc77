import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { learningCertificates, learningEnrollments } from '../../../db/schema';

export type CertificateRow = typeof learningCertificates.$inferSelect;
type NewCertificateRow = typeof learningCertificates.$inferInsert;

/**
 * Completed enrolments that have no certificate (of one learner and journey, or any): what the issue
 * after a completion, its retry and the repair job each turn into certificates.
 */
export const completedWithoutCertificate = (db: Db, only: { userId: string; journeyId: string } | null) =>
  db
    .select({
      userId: learningEnrollments.userId,
      clientId: learningEnrollments.clientId,
      journeyId: learningEnrollments.journeyId,
      completedAt: learningEnrollments.completedAt,
    })
    .from(learningEnrollments)
    .leftJoin(
      learningCertificates,
      and(
        eq(learningCertificates.userId, learningEnrollments.userId),
        eq(learningCertificates.journeyId, learningEnrollments.journeyId),
      ),
    )
    .where(
      and(
        isNotNull(learningEnrollments.completedAt),
        isNull(learningCertificates.id),
        only ? eq(learningEnrollments.userId, only.userId) : undefined,
        only ? eq(learningEnrollments.journeyId, only.journeyId) : undefined,
      ),
    )
    .limit(500);

/** One certificate per learner and journey: a second issue is ignored. */
export async function insertCertificate(db: Db, values: NewCertificateRow) {
  await db.insert(learningCertificates).values(values).onConflictDoNothing();
}

export async function findCertificate(db: Db, id: string) {
  const [row] = await db.select().from(learningCertificates).where(eq(learningCertificates.id, id));
  return row;
}

export async function findCertificateByCode(db: Db, code: string) {
  const [row] = await db.select().from(learningCertificates).where(eq(learningCertificates.code, code));
  return row;
}

/** Revokes a certificate not revoked yet; `undefined` when it already was. */
export async function markRevoked(tx: Tx, id: string, reason: string, by: string | null) {
  const [row] = await tx
    .update(learningCertificates)
    .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: by })
    .where(and(eq(learningCertificates.id, id), isNull(learningCertificates.revokedAt)))
    .returning();
  return row;
}
