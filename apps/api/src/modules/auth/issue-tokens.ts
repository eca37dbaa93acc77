import type { SessionTokens } from '@siao/shared';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { hashToken, randomToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import type { ClientInfo } from '../../lib/http';
import type { UserRow } from '../users';
import { enrolmentDue, secondFactorState } from './second-factor/policy';
import { insertSession, replaceRefresh } from './sessions-repository';

export type { ClientInfo };

/**
 * The session's two JWTs. When the policy requires a second factor the user has not enrolled, they
 * carry `mfa: 'enrol'` and reach only the enrolment (checked at every sign-in and refresh).
 */
export async function signSessionTokens(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  db: Db | Tx = deps.db,
) {
  const enrolmentRequired = enrolmentDue(await secondFactorState({ config: deps.config, db }, user.id));
  const claims = {
    sub: user.id,
    role: user.role,
    cid: user.clientId,
    sid: sessionId,
    ...(enrolmentRequired ? { mfa: 'enrol' as const } : {}),
  };
  const ttl = deps.config.ACCESS_TOKEN_TTL;
  const [token, gptToken] = await Promise.all([
    deps.tokens.sign(claims, 'backoffice', ttl),
    deps.tokens.sign(claims, 'ai', ttl),
  ]);
  return { token, gptToken, enrolmentRequired };
}

/** Starts a session: a rotating refresh token (stored hashed) plus the two short-lived JWTs. */
export async function startSession(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  /** the sign-in's transaction (the session and its audit entry commit together) */
  db: Db | Tx = deps.db,
): Promise<SessionTokens & { enrolmentRequired: boolean; sessionId: string }> {
  const refresh = randomToken();
  const session = await insertSession(db, {
    userId: user.id,
    refreshHash: hashToken(refresh),
    ip: client.ip,
    userAgent: client.userAgent,
    city: client.city ?? null,
    expiresAt: new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL * 1000),
  });
  const { token, gptToken, enrolmentRequired } = await signSessionTokens(deps, user, session.id, db);
  return {
    token,
    gpt_token: gptToken,
    refresh_token: refresh,
    expires_in: deps.config.ACCESS_TOKEN_TTL,
    enrolmentRequired,
    sessionId: session.id,
  };
}

/**
 * New tokens for a live session after its second factor changed (enrolled: no longer restricted;
 * removed: restricted again when the policy requires one). The refresh token rotates too.
 */
export async function reissueSession(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
): Promise<{ session: SessionTokens; enrolmentRequired: boolean }> {
  const refresh = randomToken();
  if (!(await replaceRefresh(deps.db, sessionId, hashToken(refresh)))) throw new AppError('UNAUTHENTICATED');
  const { token, gptToken, enrolmentRequired } = await signSessionTokens(deps, user, sessionId);
  const session = {
    token,
    gpt_token: gptToken,
    refresh_token: refresh,
    expires_in: deps.config.ACCESS_TOKEN_TTL,
  };
  return { session, enrolmentRequired };
}
