import type { SessionTokens } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { hashToken, randomToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import { findUserWithClient } from '../users/repository';
import { type ClientInfo, signSessionTokens } from './issue-tokens';
import {
  findLiveSessionByRefresh,
  revokeSession,
  revokeUserSessions,
  rotateRefresh,
} from './sessions-repository';

/** Exchanges a refresh token for new tokens; the refresh token rotates (each one works once). */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<SessionTokens> {
  const oldHash = hashToken(refreshToken);
  const session = await findLiveSessionByRefresh(deps.db, oldHash);
  if (!session || (await deps.revocations.isRevoked(session.id))) throw new AppError('INVALID_REFRESH_TOKEN');
  const user = await findUserWithClient(deps.db, session.userId);
  if (!user?.active) throw new AppError('INVALID_REFRESH_TOKEN');
  const next = randomToken();
  if (!(await rotateRefresh(deps.db, session.id, oldHash, hashToken(next))))
    throw new AppError('INVALID_REFRESH_TOKEN');
  const [token, gptToken] = await signSessionTokens(deps, user, session.id);
  return { token, gpt_token: gptToken, refresh_token: next, expires_in: deps.config.ACCESS_TOKEN_TTL };
}

export async function logout(deps: AppDeps, auth: AuthContext, client: ClientInfo): Promise<void> {
  await revokeSession(deps.db, auth.sessionId);
  await deps.revocations.revoke(auth.sessionId);
  await writeAudit(
    deps.db,
    { action: 'logout', entity: 'user', entityId: auth.userId, actorId: auth.userId },
    client,
  );
}

/** Ends every session of a user (password reset, deactivation). */
export async function revokeAllSessions(deps: AppDeps, userId: string): Promise<void> {
  const ids = await revokeUserSessions(deps.db, userId);
  await Promise.all(ids.map((id) => deps.revocations.revoke(id)));
}
