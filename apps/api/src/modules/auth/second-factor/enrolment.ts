import type {
  AddPasskeyInput,
  PasskeyAdded,
  PasskeyOptions,
  SecondFactorRemoved,
  SecondFactorStatus,
  secondFactorProofSchema,
  TotpConfirmed,
  TotpEnrolment,
} from '@siao/shared';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import type { AuditOrigin } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { revokeAllSessions, withOtherSessionsEnded } from '../../../lib/auth/session-lifecycle';
import { AppError, notFound } from '../../../lib/errors';
import { addPasskey, forgetPasskeys, startPasskeyRegistration } from '../../passkeys';
import { findUserWithClient, type UserRow } from '../../users';
import { reissueSession } from '../issue-tokens';
import { recordSecondFactorEvent } from './notify';
import { secondFactorState } from './policy';
import {
  acceptTotpCounter,
  deleteRecoveryCodes,
  deleteTotp,
  findTotp,
  replaceRecoveryCodes,
  upsertPendingTotp,
} from './repository';
import { sealTotpSecret, unsealTotpSecret } from './sealing';
import { newTotpSecret, totpStep, totpUrl } from './totp';
import { newRecoveryCodes, useRecoveryCode, useTotpCode } from './verify';

type Proof = z.output<typeof secondFactorProofSchema>;

async function currentUser(deps: AppDeps, auth: AuthContext): Promise<UserRow> {
  const user = await findUserWithClient(deps.db, auth.userId);
  if (!user?.active) throw new AppError('UNAUTHENTICATED');
  return user;
}

export async function secondFactorStatus(deps: AppDeps, auth: AuthContext): Promise<SecondFactorStatus> {
  const [state, totp] = await Promise.all([
    secondFactorState(deps, auth.userId),
    findTotp(deps.db, auth.userId),
  ]);
  return {
    enrolled: state.methods.length > 0,
    required: state.required,
    enrolment_required: auth.token.mfa === 'enrol',
    totp: totp?.confirmedAt ? { confirmed_at: totp.confirmedAt.toISOString() } : null,
    recovery_codes_left: state.methods.length ? state.recoveryLeft : 0,
  };
}

/** Step 1 of the enrolment: a new secret (sealed, not yet in force) and its QR code. */
export async function startTotpEnrolment(deps: AppDeps, auth: AuthContext): Promise<TotpEnrolment> {
  const user = await currentUser(deps, auth);
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(deps.db, user.id, sealTotpSecret(deps.config, secret, user.id))))
    throw new AppError('SECOND_FACTOR_ALREADY_ENROLLED');
  const url = totpUrl(secret, user.email);
  return { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
}

/**
 * Step 2: a current code of the app puts the secret in force. Ten recovery codes are created (shown
 * this once), the user's other sessions end, and this session gets new, unrestricted tokens.
 */
export async function confirmTotpEnrolment(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  origin: AuditOrigin,
): Promise<TotpConfirmed> {
  const user = await currentUser(deps, auth);
  const row = await findTotp(deps.db, user.id);
  if (!row) throw new AppError('SECOND_FACTOR_NOT_STARTED');
  if (row.confirmedAt) throw new AppError('SECOND_FACTOR_ALREADY_ENROLLED');
  const step = totpStep(unsealTotpSecret(deps.config, row.secretSealed, user.id), code);
  if (step === null) throw new AppError('SECOND_FACTOR_CODE_INVALID');
  const { codes, hashes } = await newRecoveryCodes();
  await withOtherSessionsEnded(deps, user.id, auth.sessionId, async (tx, ended) => {
    if (!(await acceptTotpCounter(tx, user.id, step, true))) throw new AppError('SECOND_FACTOR_CODE_INVALID');
    await replaceRecoveryCodes(tx, user.id, hashes);
    await recordSecondFactorEvent(deps, tx, user, 'enrolled', origin, {
      method: 'totp',
      sessions_ended: ended.length,
    });
  });
  const { session } = await reissueSession(deps, user, auth.sessionId);
  return { recovery_codes: codes, session };
}

/** A passkey's enrolment, step 1: the options for navigator.credentials.create() (the passkeys module's). */
export function startPasskeyEnrolment(deps: AppDeps, auth: AuthContext): Promise<PasskeyOptions> {
  return startPasskeyRegistration(deps, auth);
}

/**
 * Step 2: the authenticator's answer stores the passkey (the passkeys module verifies it, ends the user's
 * other sessions, audits and e-mails) and this session gets new tokens, no longer restricted.
 */
export async function enrolPasskey(
  deps: AppDeps,
  auth: AuthContext,
  input: AddPasskeyInput,
  origin: AuditOrigin,
): Promise<PasskeyAdded> {
  const passkey = await addPasskey(deps, auth, input, origin);
  const { session } = await reissueSession(deps, await currentUser(deps, auth), auth.sessionId);
  return { ...passkey, session };
}

/** Removal, confirmed by a current code of the app or a recovery code; the session's tokens are reissued. */
export async function removeSecondFactor(
  deps: AppDeps,
  auth: AuthContext,
  proof: Proof,
  origin: AuditOrigin,
): Promise<SecondFactorRemoved> {
  const user = await currentUser(deps, auth);
  const { methods } = await secondFactorState(deps, user.id);
  if (!methods.length) throw new AppError('SECOND_FACTOR_NOT_ENROLLED');
  const ok =
    proof.method === 'totp'
      ? await useTotpCode(deps, user.id, proof.code)
      : await useRecoveryCode(deps, user.id, proof.code);
  if (!ok) throw new AppError('SECOND_FACTOR_CODE_INVALID');
  await deps.db.transaction(async (tx) => {
    await deleteTotp(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
    await recordSecondFactorEvent(deps, tx, user, 'removed', origin, { confirmed_with: proof.method });
  });
  const { session, enrolmentRequired } = await reissueSession(deps, user, auth.sessionId);
  return { session, second_factor_enrolment_required: enrolmentRequired };
}

/**
 * A superadmin clears the second factor of a user who lost it (app and recovery codes): every session
 * of the user ends and, if the policy requires a factor, the next sign-in asks for a new enrolment.
 */
export async function resetSecondFactor(
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  origin: AuditOrigin,
): Promise<void> {
  const user = await findUserWithClient(deps.db, userId);
  if (!user) throw notFound();
  await deps.db.transaction(async (tx) => {
    await deleteTotp(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
    const passkeys = await forgetPasskeys(tx, user.id);
    await recordSecondFactorEvent(deps, tx, user, 'reset', { ...origin, actorId: auth.userId }, { passkeys });
  });
  await revokeAllSessions(deps, user.id);
}
