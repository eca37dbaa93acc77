import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userPasskeys, webauthnChallenges } from '../../db/schema';

export type PasskeyRow = typeof userPasskeys.$inferSelect;
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;

export async function insertChallenge(db: Db | Tx, values: typeof webauthnChallenges.$inferInsert) {
  // expired challenges (abandoned ceremonies) leave with the next one issued
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const [row] = await db.insert(webauthnChallenges).values(values).returning({ id: webauthnChallenges.id });
  return row!.id;
}

/** Deletes the challenge and returns it if it was still valid: of two verifications, one gets it. */
export async function takeChallenge(
  db: Db | Tx,
  id: string,
  purpose: ChallengeRow['purpose'],
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  return row && row.expiresAt > new Date() ? row : undefined;
}

export function listPasskeys(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));
}

export async function findPasskeyByCredential(db: Db | Tx, credentialId: string) {
  const [row] = await db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, credentialId));
  return row;
}

export async function hasPasskey(db: Db | Tx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function insertPasskey(db: Db | Tx, values: typeof userPasskeys.$inferInsert) {
  const [row] = await db.insert(userPasskeys).values(values).returning();
  return row!;
}

/** Every passkey of the user (a superadmin's reset of a user who lost everything). */
export async function deleteUserPasskeys(db: Db | Tx, userId: string): Promise<number> {
  const rows = await db
    .delete(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .returning({ id: userPasskeys.id });
  return rows.length;
}

export async function deletePasskey(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning();
  return row;
}

/**
 * Records a use. The counter only moves forward (or stays 0 for authenticators that keep none): of two
 * assertions racing with the same counter, one is refused.
 */
export async function recordPasskeyUse(db: Db | Tx, id: string, counter: number): Promise<boolean> {
  const rows = await db
    .update(userPasskeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(
      and(
        eq(userPasskeys.id, id),
        counter === 0 ? eq(userPasskeys.counter, 0) : lt(userPasskeys.counter, counter),
      ),
    )
    .returning({ id: userPasskeys.id });
  return rows.length === 1;
}
