import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens, sessions } from '../../db/schema';

export async function insertSession(
  db: Db | Tx,
  values: { userId: string; refreshHash: string; ip: string; userAgent: string | null; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function findLiveSessionByRefresh(db: Db | Tx, refreshHash: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.refreshHash, refreshHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Swaps the refresh hash only if it is still the presented one, so a token is used once. */
export async function rotateRefresh(
  db: Db | Tx,
  sessionId: string,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ refreshHash: newHash, lastUsedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.refreshHash, oldHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** A new refresh hash for a live session (its second factor changed); false when it is not live. */
export async function replaceRefresh(db: Db | Tx, sessionId: string, newHash: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ refreshHash: newHash, lastUsedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every live session of a user except `keepSessionId`; returns the revoked ids. */
export async function revokeOtherSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function revokeSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Marks the token used and returns its user, only if it was unused and unexpired (single use). */
export async function consumeResetToken(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function findUsableResetToken(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row;
}
