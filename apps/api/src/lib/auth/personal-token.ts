import { PERSONAL_TOKEN_PREFIX, type PersonalTokenScope } from '@siao/shared';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import type { AuthContext } from './access';
import { findPersonalTokenByHash, touchPersonalToken } from './personal-token-repository';
import { hashToken } from './tokens';

export const isPersonalToken = (raw: string): boolean => raw.startsWith(PERSONAL_TOKEN_PREFIX);

/**
 * A personal access token as the caller's identity, on a route that accepts one with `scope`. Read
 * from the database on every request (no cache): a revocation, an expiry, a deactivation or a role
 * change applies to the very next request. The identity is the owner's as the users table says now.
 */
export async function verifyPersonalToken(
  db: Db,
  raw: string,
  scope: PersonalTokenScope,
): Promise<AuthContext> {
  const row = await findPersonalTokenByHash(db, hashToken(raw));
  const now = Date.now();
  if (!row || row.revokedAt || !row.active || (row.expiresAt && row.expiresAt.getTime() <= now))
    throw new AppError('PERSONAL_TOKEN_INVALID');
  const scopes = row.scopes as PersonalTokenScope[];
  if (!scopes.includes(scope)) throw new AppError('PERSONAL_TOKEN_SCOPE');
  await touchPersonalToken(db, row.id);
  const exp = Math.floor((row.expiresAt?.getTime() ?? now + 3_600_000) / 1000);
  return {
    userId: row.userId,
    role: row.role,
    clientId: row.clientId,
    // no session: the token's own id stands for it (nothing a personal token reaches ends sessions)
    sessionId: row.id,
    audience: 'backoffice',
    context: null,
    token: { sub: row.userId, role: row.role, cid: row.clientId, sid: row.id, aud: 'backoffice', exp },
    personalToken: { id: row.id, scopes },
  };
}
