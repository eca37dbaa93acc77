import type { UserSession } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { withOtherSessionsEnded } from '../../lib/auth/session-lifecycle';
import { AppError } from '../../lib/errors';
import { isOwnLiveSession, listLiveSessions, revokeOwnSession } from './sessions-repository';
import { parseUserAgent } from './user-agent';

// Ending a session must hold in every API process at once. Each access token names its session and the
// guard reads the shared revocation store (Redis, or the database's kv table) on every request; the
// store is written BEFORE the transaction that marks the session ended, so no crash between the two
// can leave a token of an ended session accepted (the other way round, the session just ends anyway).

/** "Meu perfil › Sessões": the caller's live sessions, the current one marked. */
export async function listMySessions(deps: AppDeps, auth: AuthContext): Promise<UserSession[]> {
  const rows = await listLiveSessions(deps.db, auth.userId);
  return rows.map((r) => {
    const device = parseUserAgent(r.userAgent);
    return {
      id: r.id,
      device: device.label,
      browser: device.browser,
      os: device.os,
      ip: r.ip,
      // as the trusted proxy named it at the sign-in (GEO_CITY_HEADER); null: "Cidade desconhecida"
      city: r.city,
      created_at: r.createdAt.toISOString(),
      last_used_at: r.lastUsedAt.toISOString(),
      current: r.id === auth.sessionId,
    };
  });
}

/** "Encerrar": ends one session of the caller (the current one too: that is signing out). */
export async function endMySession(
  deps: AppDeps,
  auth: AuthContext,
  sessionId: string,
  origin: AuditOrigin,
): Promise<void> {
  if (!(await isOwnLiveSession(deps.db, auth.userId, sessionId))) throw new AppError('SESSION_NOT_FOUND');
  await deps.revocations.revoke(sessionId);
  await deps.db.transaction(async (tx) => {
    if (!(await revokeOwnSession(tx, auth.userId, sessionId))) return; // ended meanwhile: nothing to record
    await writeAudit(
      tx,
      {
        action: 'session.ended',
        entity: 'session',
        entityId: sessionId,
        details: { current: sessionId === auth.sessionId },
      },
      origin,
    );
  });
}

/** "Encerrar todas as outras": every session of the caller but this one; answers how many ended. */
export async function endMyOtherSessions(deps: AppDeps, auth: AuthContext, origin: AuditOrigin) {
  return withOtherSessionsEnded(deps, auth.userId, auth.sessionId, async (tx, ended) => {
    if (ended.length > 0) {
      await writeAudit(
        tx,
        {
          action: 'session.ended_others',
          entity: 'user',
          entityId: auth.userId,
          details: { sessions: ended },
        },
        origin,
      );
    }
    return ended.length;
  });
}
