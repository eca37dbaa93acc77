import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aiWidgetSessions, passwordResetTokens, sessions } from '../../db/schema';
import type { Audience } from './tokens';

/** Whether a session of that kind exists and was not revoked (widget tokens name widget sessions). */
export async function sessionIsLive(db: Db, sessionId: string, audience: Audience): Promise<boolean> {
  const table = audience === 'widget' ? aiWidgetSessions : sessions;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, sessionId), isNull(table.revokedAt)))
    .limit(1);
  return rows.length === 1;
}

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** Ids of the user's live sessions other than `keepSessionId`. */
export async function liveOtherSessionIds(db: Db | Tx, userId: string, keepSessionId: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), live()));
  return rows.map((r) => r.id);
}

/** Ends every live session of the user except `keepSessionId`; returns the ids it ended. */
export async function revokeOtherSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), live()))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Revokes every live session of a user and returns their ids (to mark them revoked in the KV store). */
export async function revokeUserSessions(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function insertResetToken(
  db: Db | Tx,
  values: { userId: string; tokenHash: string; expiresAt: Date; purpose?: 'reset' | 'invite' },
) {
  await db.insert(passwordResetTokens).values(values);
}
