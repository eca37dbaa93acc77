import type { Db } from '../../db/client';
import { AppError } from '../errors';
import type { SessionRevocations } from './revocations';
import { sessionIsLive } from './session-repository';
import type { Audience } from './tokens';

const KNOWN_CAP = 50_000;

/**
 * Every access token must name a known, live session. The database answers once per session and
 * process (a session id never comes back to life); revocations after that come from the shared
 * revocation store, which every process reads on every request (or the caller, with a look-up of
 * its own: `revoked`).
 */
export function createSessionCheck(db: Db, revocations: SessionRevocations) {
  const known = new Set<string>();
  return async (sessionId: string, audience: Audience, revokedLookUp?: Promise<boolean>): Promise<void> => {
    const key = `${audience === 'widget' ? 'w' : 'u'}:${sessionId}`;
    const [revoked, live] = await Promise.all([
      revokedLookUp ?? revocations.isRevoked(sessionId),
      known.has(key) || sessionIsLive(db, sessionId, audience),
    ]);
    if (revoked) throw new AppError('TOKEN_REVOKED');
    if (!live) throw new AppError('UNAUTHENTICATED');
    if (known.size >= KNOWN_CAP) known.clear();
    known.add(key);
  };
}
