import type { SignedIn, secondStepSchema } from '@siao/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { findUserWithClient } from '../../users';
import type { ClientInfo } from '../issue-tokens';
import { completeSignIn, registerFailure } from '../login-service';
import { countLoginAttempt, lockedError } from '../login-throttle';
import { challengeUser, spendChallenge } from './challenge';
import { recordSecondFactorEvent } from './notify';
import { secondFactorState } from './policy';
import { useRecoveryCode, useTotpCode } from './verify';

type SecondStep = z.output<typeof secondStepSchema>;

/**
 * The sign-in's second step: the challenge of a right password plus a code of the authenticator app
 * or a recovery code. Throttled and locked exactly like the password: the same per-IP counter, and a
 * wrong code counts as a failed sign-in of the account (the lock, its e-mail and its audit entry).
 */
export async function passSecondStep(
  deps: AppDeps,
  input: SecondStep,
  client: ClientInfo,
): Promise<SignedIn> {
  const origin = { ip: client.ip, userAgent: client.userAgent };
  await countLoginAttempt(deps, client.ip);
  const userId = await challengeUser(deps, input.token);
  const user = userId ? await findUserWithClient(deps.db, userId) : undefined;
  if (!user?.active) throw new AppError('SECOND_STEP_EXPIRED');
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    await writeAudit(
      deps.db,
      { action: 'login.blocked', entity: 'user', entityId: user.id, actorEmail: user.email },
      origin,
    );
    throw lockedError(user.lockedUntil);
  }

  const ok =
    input.method === 'totp'
      ? await useTotpCode(deps, user.id, input.code)
      : await useRecoveryCode(deps, user.id, input.code);
  if (!ok) {
    await deps.db.transaction(async (tx) => {
      await recordSecondFactorEvent(deps, tx, user, 'failed', origin, { method: input.method });
      await registerFailure(deps, tx, user, client);
    });
    throw new AppError('SECOND_STEP_INVALID');
  }
  if (!(await spendChallenge(deps, input.token))) throw new AppError('SECOND_STEP_EXPIRED');
  if (input.method === 'recovery') {
    const { recoveryLeft } = await secondFactorState(deps, user.id);
    await deps.db.transaction((tx) =>
      recordSecondFactorEvent(deps, tx, user, 'recovery_used', origin, { recovery_codes_left: recoveryLeft }),
    );
  }
  return completeSignIn(deps, user, client, { second_factor: input.method });
}
