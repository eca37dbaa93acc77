import type { PasskeyLoginInput, PasskeyOptions, SignedIn } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { PasskeyRefused, startPasskeyAssertion, verifyPasskeySignIn } from '../passkeys';
import { findUserWithClient } from '../users';
import type { ClientInfo } from './issue-tokens';
import { completeSignIn } from './login-service';
import { countLoginAttempt, lockedError } from './login-throttle';

/** "Entrar com chave de acesso": options for a passkey the authenticator chooses (no e-mail asked). */
export async function passkeySignInOptions(deps: AppDeps, client: ClientInfo): Promise<PasskeyOptions> {
  // its own count with the login's limits: each options call stores a challenge
  await countLoginAttempt(deps, client.ip, 'login-passkey-options');
  return startPasskeyAssertion(deps);
}

/**
 * Sign-in with a passkey alone: counted by the login's per-IP throttle like a password, refused while the
 * account is locked or inactive, failures audited; the session is the password sign-in's.
 */
export async function signInWithPasskey(
  deps: AppDeps,
  input: PasskeyLoginInput,
  client: ClientInfo,
): Promise<SignedIn> {
  const origin = { ip: client.ip, userAgent: client.userAgent };
  await countLoginAttempt(deps, client.ip);
  let userId: string;
  try {
    ({ userId } = await verifyPasskeySignIn(deps.db, {
      response: input.response,
      challengeId: input.challenge_id,
    }));
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error;
    await writeAudit(
      deps.db,
      {
        action: 'login.failed',
        entity: 'user',
        entityId: error.userId,
        details: { method: 'passkey', reason: error.reason },
      },
      origin,
    );
    throw error;
  }
  const user = await findUserWithClient(deps.db, userId);
  if (!user) throw new AppError('PASSKEY_INVALID');
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    await writeAudit(
      deps.db,
      {
        action: 'login.blocked',
        entity: 'user',
        entityId: user.id,
        actorEmail: user.email,
        details: { method: 'passkey' },
      },
      origin,
    );
    throw lockedError(user.lockedUntil);
  }
  if (!user.active) throw new AppError('ACCOUNT_INACTIVE');
  return completeSignIn(deps, user, client, { method: 'passkey' });
}
