import type { UpdateProfileInput, User } from '@siao/shared';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { withOtherSessionsEnded } from '../../lib/auth/session-lifecycle';
import { AppError, fieldError } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { findUserWithClient, toUserDto, updateUser } from '../users';
import { storeAvatar } from './avatar';

export async function getMe(deps: AppDeps, auth: AuthContext): Promise<User> {
  const user = await findUserWithClient(deps.db, auth.userId);
  if (!user?.active) throw new AppError('UNAUTHENTICATED');
  return { ...toUserDto(user, deps.files), second_factor_enrolment_required: auth.token.mfa === 'enrol' };
}

export async function updateProfile(
  deps: AppDeps,
  auth: AuthContext,
  input: UpdateProfileInput,
  origin: AuditOrigin,
): Promise<User> {
  const user = await findUserWithClient(deps.db, auth.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const changes: Parameters<typeof updateUser>[2] = { name: input.name };
  // the phone arrives checked and normalized by the shared schema (one rule, one wording)
  if (input.phone !== undefined) changes.phone = input.phone;

  if (input.new_password) {
    if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
      throw fieldError('WRONG_CURRENT_PASSWORD', 'current_password');
    }
    const problem = passwordProblem(input.new_password, user.email);
    if (problem) throw fieldError('WEAK_PASSWORD', 'new_password', problem);
    changes.passwordHash = await hashPassword(input.new_password);
    changes.passwordChangedAt = new Date();
  }
  // validate everything before storing the avatar, so a refused request changes nothing
  if (input.avatar) changes.avatarKey = await storeAvatar(deps.storage, user.id, input.avatar);
  if (input.avatar === null) changes.avatarKey = null;

  const changed = Object.keys(changes).filter((k) => k !== 'passwordHash' && k !== 'passwordChangedAt');
  // the change and its audit entries commit together: no change to personal data without its record
  const save = async (tx: Tx, endedSessions: string[]) => {
    await updateUser(tx, user.id, changes);
    await writeAudit(
      tx,
      { action: 'profile.updated', entity: 'user', entityId: user.id, details: { fields: changed } },
      origin,
    );
    if (input.new_password) {
      await writeAudit(
        tx,
        {
          action: 'password.changed',
          entity: 'user',
          entityId: user.id,
          details: { ended_sessions: endedSessions },
        },
        origin,
      );
    }
  };
  // a new password ends every other session of the user, in the same transaction
  if (input.new_password) await withOtherSessionsEnded(deps, user.id, auth.sessionId, save);
  else await deps.db.transaction((tx) => save(tx, []));
  if (user.avatarKey && changes.avatarKey !== undefined) await deps.storage.delete(user.avatarKey);
  return getMe(deps, auth);
}
