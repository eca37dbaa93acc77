import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { learningCertificates, users } from '../../../db/schema';

export type CertificateRow = typeof learningCertificates.$inferSelect;
type NewCertificateRow = typeof learningCertificates.$inferInsert;

/** The learner as the certificate freezes them (name, CPF). */
export async function findLearnerUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

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
