import { type ManagedUser, roleRank, type UserValues } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { revokeAllSessions } from '../../lib/auth/session-lifecycle';
import { diffColumns } from '../../lib/diff-columns';
import { AppError } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { countOtherActiveSuperadmins, lockOtherActiveSuperadmins } from './admin-repository';
import {
  assertClientExists,
  assertEmailFree,
  assertRoleAllowed,
  columnsOf,
  getVisibleUser,
  toManaged,
} from './admin-service';
import { sendInvitation } from './invitation';
import { updateUser } from './repository';

/**
 * Staff edit of a user. An admin may not touch a superadmin nor promote anyone to superadmin; nobody
 * changes its own role or deactivates itself; the last active superadmin stays one. A user whose
 * access changed (deactivated, new role or client) loses its sessions, so old tokens stop working.
 */
export async function updateManagedUser(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  { version, ...values }: UserValues & { version: number },
  origin: AuditOrigin,
): Promise<ManagedUser> {
  const target = await getVisibleUser(deps, auth, id);
  if (roleRank[target.role] > roleRank[auth.role]) throw new AppError('USER_MANAGE_FORBIDDEN');
  assertRoleAllowed(auth, values.role);
  const losesSuperadmin =
    target.role === 'superadmin' && target.active && (values.role !== 'superadmin' || !values.active);
  // the more specific reason first: the last superadmin hears why, not just "not yourself"
  if (losesSuperadmin && (await countOtherActiveSuperadmins(deps.db, id)) === 0)
    throw new AppError('LAST_SUPERADMIN');
  if (target.id === auth.userId && (values.role !== target.role || !values.active))
    throw new AppError('USER_SELF_CHANGE');
  if (values.email !== target.email) await assertEmailFree(deps, values.email, id);
  await assertClientExists(deps, values.client_id);

  const columns = columnsOf(values);
  const changes = diffColumns(target, columns);
  if (Object.keys(changes).length === 0) return toManaged(deps, target);

  try {
    await deps.db.transaction(async (tx) => {
      // checked again under row locks: two superadmins demoting each other at once cannot both win
      if (losesSuperadmin && (await lockOtherActiveSuperadmins(tx, id)) === 0)
        throw new AppError('LAST_SUPERADMIN');
      // the diff above is of the version the editor loaded: applied only if nobody saved since
      if (!(await updateUser(tx, id, columns, version))) throw new AppError('EDICAO_CONFLITANTE');
      await writeAudit(
        tx,
        {
          action: changes.active ? (values.active ? 'user.activated' : 'user.deactivated') : 'user.updated',
          entity: 'user',
          entityId: id,
          clientId: values.client_id ?? target.clientId,
          details: { changes },
        },
        origin,
      );
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) await assertEmailFree(deps, values.email, id);
    throw err;
  }
  if (changes.active || changes.role || changes.clientId) await revokeAllSessions(deps, id);
  return toManaged(deps, await getVisibleUser(deps, auth, id));
}

/** Resends the set-your-password link to a user who has not created a password yet. */
export async function resendInvitation(deps: AppDeps, auth: AuthContext, id: string, origin: AuditOrigin) {
  const target = await getVisibleUser(deps, auth, id);
  if (roleRank[target.role] > roleRank[auth.role]) throw new AppError('USER_MANAGE_FORBIDDEN');
  if (!target.active) throw new AppError('USER_INACTIVE');
  if (target.passwordHash !== null) throw new AppError('USER_INVITE_NOT_PENDING');
  return sendInvitation(deps, target, origin);
}
