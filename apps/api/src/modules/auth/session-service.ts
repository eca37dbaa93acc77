import type { SessionTokens } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { hashToken, randomToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import { findUserWithClient } from '../users';
import { type ClientInfo, signSessionTokens } from './issue-tokens';
import { findLiveSessionByRefresh, revokeSession, rotateRefresh } from './sessions-repository';

const spentKey = (hash: string) => `refresh-spent:${hash}`;

/**
 * Exchanges a refresh token for new tokens; the refresh token rotates (each one works once).
 * A spent one presented again means it leaked: the whole session ends (OAuth 2.0 security BCP).
 */
export async function refreshSession(
  deps: AppDeps,
  refreshToken: string,
  client: ClientInfo,
): Promise<SessionTokens> {
  const oldHash = hashToken(refreshToken);
  const session = await findLiveSessionByRefresh(deps.db, oldHash);
  if (!session) {
    await endReusedSession(deps, oldHash, client);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  if (await deps.revocations.isRevoked(session.id)) throw new AppError('INVALID_REFRESH_TOKEN');
  const user = await findUserWithClient(deps.db, session.userId);
  if (!user?.active) throw new AppError('INVALID_REFRESH_TOKEN');
  const next = randomToken();
  if (!(await rotateRefresh(deps.db, session.id, oldHash, hashToken(next))))
    throw new AppError('INVALID_REFRESH_TOKEN');
  await deps.kv.set(spentKey(oldHash), `${session.id} ${user.id}`, deps.config.REFRESH_TOKEN_TTL);
  const { token, gptToken } = await signSessionTokens(deps, user, session.id);
  return { token, gpt_token: gptToken, refresh_token: next, expires_in: deps.config.ACCESS_TOKEN_TTL };
}

async function endReusedSession(deps: AppDeps, hash: string, client: ClientInfo): Promise<void> {
  const spent = await deps.kv.get(spentKey(hash));
  if (!spent) return;
  const [sessionId = '', userId = null] = spent.split(' ');
  await deps.kv.del(spentKey(hash));
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await writeAudit(
      tx,
      { action: 'session.refresh_reuse', entity: 'session', entityId: sessionId, actorId: userId },
      client,
    );
  });
  await deps.revocations.revoke(sessionId);
}

export async function logout(deps: AppDeps, auth: AuthContext, client: ClientInfo): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId);
    await writeAudit(
      tx,
      { action: 'logout', entity: 'user', entityId: auth.userId, actorId: auth.userId },
      client,
    );
  });
  await deps.revocations.revoke(auth.sessionId);
}
