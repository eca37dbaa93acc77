import type { SessionTokens } from '@siao/shared';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { hashToken, randomToken } from '../../lib/auth/tokens';
import type { ClientInfo } from '../../lib/http';
import type { UserRow } from '../users';
import { insertSession } from './sessions-repository';

export type { ClientInfo };

export function signSessionTokens(deps: AppDeps, user: UserRow, sessionId: string) {
  const claims = { sub: user.id, role: user.role, cid: user.clientId, sid: sessionId };
  const ttl = deps.config.ACCESS_TOKEN_TTL;
  return Promise.all([deps.tokens.sign(claims, 'backoffice', ttl), deps.tokens.sign(claims, 'ai', ttl)]);
}

/** Starts a session: a rotating refresh token (stored hashed) plus the two short-lived JWTs. */
export async function startSession(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  /** the sign-in's transaction (the session and its audit entry commit together) */
  db: Db | Tx = deps.db,
): Promise<SessionTokens> {
  const refresh = randomToken();
  const session = await insertSession(db, {
    userId: user.id,
    refreshHash: hashToken(refresh),
    ip: client.ip,
    userAgent: client.userAgent,
    expiresAt: new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL * 1000),
  });
  const [token, gptToken] = await signSessionTokens(deps, user, session.id);
  return { token, gpt_token: gptToken, refresh_token: refresh, expires_in: deps.config.ACCESS_TOKEN_TTL };
}
