import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { revocationKey } from '../../../lib/auth/revocations';
import { isUuid } from '../common';
import type { Owner } from '../threads/repository';
import { ownerOf } from '../threads/service';
import { type ConverseTarget, findConverseStart, findConverseTarget } from './repository';
import { assertRateLimit, assertUnderRateLimit, monthKey, rateLimitCounter } from './usage';

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The look-ups converse-stream makes before anything else, all at once: the session (live, not
 * revoked), the owner's thread with its assistant and the client's quota, and the user's
 * rate-limit counter. When the KV store is a table of the application's database, the
 * revocation, the thread and the counter are one statement; with Redis, three at once. Every
 * look-up settles before an error is thrown, so the order of the checks does not depend on
 * which answered first.
 */
export async function startLookups(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  threadId: string,
): Promise<{ target: ConverseTarget | null; rateLimit: Promise<void> }> {
  const who = { owner: ownerOf(auth), userId: auth.userId, sessionId: auth.sessionId };
  const { revoked, target, rateLimit } = lookUp(deps, who, threadId);
  const session = request.checkSession(revoked);
  await Promise.allSettled([session, target, rateLimit]);
  await session;
  return { target: await target, rateLimit };
}

/** The look-ups started; `revoked` is absent when the session check reads the store itself. */
function lookUp(deps: AppDeps, who: { owner: Owner; userId: string; sessionId: string }, threadId: string) {
  const { owner, userId, sessionId } = who;
  const kv = deps.kv.database;
  if (kv?.db !== deps.db) {
    return {
      revoked: undefined,
      target: isUuid(threadId)
        ? findConverseTarget(deps.db, owner, threadId, monthKey())
        : Promise.resolve(null),
      rateLimit: assertRateLimit(deps, userId),
    };
  }
  const counter = rateLimitCounter(userId);
  kv.beforeIncrement();
  const at = kv.now();
  const start = findConverseStart(deps.db, {
    owner,
    threadId: isUuid(threadId) ? threadId : NO_ID,
    month: monthKey(),
    rateKey: counter.key,
    revocationKey: revocationKey(sessionId),
    now: new Date(at),
    expires: new Date(at + counter.ttlSeconds * 1000),
  });
  return {
    revoked: start.then((found) => found.revoked),
    target: start.then((found) => (isUuid(threadId) ? found.target : null)),
    rateLimit: start.then((found) => assertUnderRateLimit(deps, kv.counted(found.rate))),
  };
}

/**
 * At boot: the look-ups' statements built, prepared and run once (they find nothing; the counter
 * of a user that does not exist is bumped), `connections` at once so that many PostgreSQL
 * connections have them prepared.
 */
export async function warmStartLookups(deps: AppDeps, connections: number): Promise<void> {
  const nobody = {
    owner: { ownerId: NO_ID, ownerKind: 'user' as const, clientId: NO_ID, context: null },
    userId: NO_ID,
    sessionId: NO_ID,
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const { revoked, target, rateLimit } = lookUp(deps, nobody, NO_ID);
      await Promise.all([revoked ?? deps.revocations.isRevoked(NO_ID), target, rateLimit]);
    }),
  );
}
