import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens, sessions } from '../../db/schema';

export async function insertSession(
  db: Db | Tx,
  values: {
    userId: string;
    refreshHash: string;
    ip: string;
    userAgent: string | null;
    city?: string | null;
    expiresAt: Date;
  },
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

export async function revokeSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(db: Db | Tx, userId: string) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      city: sessions.city,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one live session of this user; false when it is not theirs, not live or does not exist. */
export async function revokeOwnSession(db: Db | Tx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Whether `sessionId` is a live session of this user. */
export async function isOwnLiveSession(db: Db | Tx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live()))
    .limit(1);
  return rows.length === 1;
}

/** Where the user signed in from since `since` (live or ended sessions), newest first, at most `limit`. */
export async function recentSessionOrigins(db: Db | Tx, userId: string, since: Date, limit = 500) {
  return db
    .select({ ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.createdAt, since)))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
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
