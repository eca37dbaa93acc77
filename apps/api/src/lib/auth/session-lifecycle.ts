import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { revokeUserPersonalTokens } from './personal-token-repository';
import {
  insertResetToken,
  liveOtherSessionIds,
  revokeOtherSessions,
  revokeUserSessions,
} from './session-repository';
import { hashToken, randomToken } from './tokens';

// Session and reset-link steps that both the auth module (sign-in, reset) and the users module
// (deactivation, invitation) take, and the enrolments of a second factor in both the auth and the
// passkeys modules: here, below them all, so no module imports another back.

/**
 * Ends every session of a user (password reset, deactivation, role or client change, second-factor
 * reset), and revokes the user's personal access tokens with them.
 */
export async function revokeAllSessions(deps: AppDeps, userId: string): Promise<void> {
  await revokeUserPersonalTokens(deps.db, userId);
  const ids = await revokeUserSessions(deps.db, userId);
  await Promise.all(ids.map((id) => deps.revocations.revoke(id)));
}

/**
 * Stores a one-time token (only its hash) valid for `ttlSeconds` and returns the link that carries it:
 * the password reset e-mail and the users module's invitation both send it.
 */
export async function issueResetLink(
  deps: AppDeps,
  userId: string,
  ttlSeconds: number,
  purpose: 'reset' | 'invite',
  /** the transaction of the change the link belongs to (an invitation and its audit entry) */
  db: Db | Tx = deps.db,
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await insertResetToken(db, { userId, tokenHash: hashToken(token), expiresAt, purpose });
  return `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/reset-password-token?token=${token}`;
}

/**
 * Runs `change` in a transaction that also ends every other live session of the user (changing the
 * password, enrolling an authenticator app or a passkey, "Encerrar todas as outras"); `change` receives
 * the ids ended, for its audit entry.
 */
export async function withOtherSessionsEnded<T>(
  deps: AppDeps,
  userId: string,
  keepSessionId: string,
  change: (tx: Tx, ended: string[]) => Promise<T>,
): Promise<T> {
  const before = await liveOtherSessionIds(deps.db, userId, keepSessionId);
  await Promise.all(before.map((id) => deps.revocations.revoke(id)));
  let ended: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    ended = await revokeOtherSessions(tx, userId, keepSessionId);
    return change(tx, ended);
  });
  // a session started between the first look and the transaction
  const late = ended.filter((id) => !before.includes(id));
  await Promise.all(late.map((id) => deps.revocations.revoke(id)));
  return result;
}
