import type { PasskeyOptions, SignedIn, secondStepSchema } from '@siao/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { PasskeyRefused, startPasskeyAssertion, verifyPasskeyAssertion } from '../../passkeys';
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
 * The passkey way through the second step: the options of an assertion by one of the challenge's user's
 * passkeys (throttled like every step of the sign-in).
 */
export async function startSecondStepPasskey(
  deps: AppDeps,
  token: string,
  client: ClientInfo,
): Promise<PasskeyOptions> {
  await countLoginAttempt(deps, client.ip);
  const userId = await challengeUser(deps, token);
  if (!userId) throw new AppError('SECOND_STEP_EXPIRED');
  return startPasskeyAssertion(deps, { userId });
}

/** Whether the proof holds: a code of the app, a recovery code, or an assertion by one of the user's passkeys. */
async function proofHolds(deps: AppDeps, userId: string, input: SecondStep): Promise<boolean> {
  if (input.method === 'totp') return useTotpCode(deps, userId, input.code);
  if (input.method === 'recovery') return useRecoveryCode(deps, userId, input.code);
  try {
    await verifyPasskeyAssertion(deps.db, {
      userId,
      response: input.response,
      challengeId: input.challenge_id,
    });
    return true;
  } catch (error) {
    if (error instanceof PasskeyRefused) return false;
    throw error;
  }
}

/**
 * The sign-in's second step: the challenge of a right password plus a code of the authenticator app,
 * a passkey or a recovery code. Throttled and locked exactly like the password: the same per-IP counter, and a
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

  if (!(await proofHolds(deps, user.id, input))) {
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
