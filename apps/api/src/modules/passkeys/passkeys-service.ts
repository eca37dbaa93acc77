import type { AddPasskeyInput, Passkey, PasskeyOptions } from '@siao/shared';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type AuditOrigin, writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { withOtherSessionsEnded } from '../../lib/auth/session-lifecycle';
import { AppError } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { findUserWithClient } from '../users';
import {
  type ChallengeRow,
  deletePasskey,
  deleteUserPasskeys,
  findPasskeyByCredential,
  hasPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
  takeChallenge,
} from './passkeys-repository';
import { relyingParty } from './relying-party';

/** How long a ceremony may take, from the options to the answer (the browser's own timeout is shorter). */
const CHALLENGE_TTL_SECONDS = 300;
const CEREMONY_TIMEOUT_MS = 120_000;
/** ES256, EdDSA, RS256: what platform authenticators and security keys offer (the same list both ways). */
const ALGORITHMS = [-7, -8, -257];

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'base64url'));

/** The library's options type, as the shared schema (a JSON object with a challenge) states it. */
const asJson = (options: { challenge: string }) => options as PasskeyOptions['options'];

const toDto = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

async function issueChallenge(
  deps: AppDeps,
  purpose: ChallengeRow['purpose'],
  userId: string | null,
  challenge: string,
): Promise<string> {
  const rp = relyingParty(deps.config);
  return insertChallenge(deps.db, {
    purpose,
    userId,
    challenge,
    rpId: rp.id,
    origins: rp.origins,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  });
}

// ── enrolment (Meu perfil) ─────────────────────────────────────────────────────────────────────────────

export async function listMyPasskeys(deps: AppDeps, auth: AuthContext): Promise<Passkey[]> {
  return (await listPasskeys(deps.db, auth.userId)).map(toDto);
}

/** Options for navigator.credentials.create(): a discoverable credential, user verification required. */
export async function startPasskeyRegistration(deps: AppDeps, auth: AuthContext): Promise<PasskeyOptions> {
  const user = await findUserWithClient(deps.db, auth.userId);
  if (!user?.active) throw new AppError('UNAUTHENTICATED');
  const rp = relyingParty(deps.config);
  const existing = await listPasskeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // no authenticatorAttachment: platform (Windows Hello, Touch ID, Android) and roaming keys alike;
    // resident: the passkey alone signs in (the authenticator names the account)
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const challengeId = await issueChallenge(deps, 'registration', user.id, options.challenge);
  return { challenge_id: challengeId, options: asJson(options) };
}

/**
 * Verifies the attestation against the user's own challenge, stores the passkey, ends the user's other
 * sessions (like any enrolment of a factor), audits and tells the user. The caller's session stays; its
 * tokens are reissued by the auth module (which owns them) when it answers.
 */
export async function addPasskey(
  deps: AppDeps,
  auth: AuthContext,
  input: AddPasskeyInput,
  origin: AuditOrigin,
): Promise<Passkey> {
  const challenge = await takeChallenge(deps.db, input.challenge_id, 'registration');
  if (!challenge || challenge.userId !== auth.userId) throw new AppError('PASSKEY_CHALLENGE_INVALID');
  const user = await findUserWithClient(deps.db, auth.userId);
  if (!user?.active) throw new AppError('UNAUTHENTICATED');
  const verified = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: challenge.origins,
    expectedRPID: challenge.rpId,
    requireUserPresence: true,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw new AppError('PASSKEY_REGISTRATION_FAILED');
  const { credential } = verified.registrationInfo;

  try {
    const row = await withOtherSessionsEnded(deps, user.id, auth.sessionId, async (tx, ended) => {
      const saved = await insertPasskey(tx, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: b64(credential.publicKey),
        counter: credential.counter,
        transports: input.response.response.transports ?? [],
        name: input.name,
      });
      await recordPasskeyChange(deps, tx, user, 'added', saved, origin, { sessions_ended: ended.length });
      return saved;
    });
    return toDto(row);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('PASSKEY_ALREADY_REGISTERED');
    throw error;
  }
}

/** Forgets every passkey of the user, in the caller's transaction (the second factor's reset); returns how many. */
export function forgetPasskeys(tx: Tx, userId: string): Promise<number> {
  return deleteUserPasskeys(tx, userId);
}

export async function removePasskey(
  deps: AppDeps,
  auth: AuthContext,
  passkeyId: string,
  origin: AuditOrigin,
): Promise<void> {
  const user = await findUserWithClient(deps.db, auth.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  await deps.db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, user.id, passkeyId);
    if (!removed) throw new AppError('PASSKEY_NOT_FOUND');
    await recordPasskeyChange(deps, tx, user, 'removed', removed, origin);
  });
}

const CHANGES = {
  added: { subject: 'Sião: chave de acesso adicionada', done: 'adicionada à' },
  removed: { subject: 'Sião: chave de acesso removida', done: 'removida da' },
} as const;

/** An added or removed passkey: audited and e-mailed to its owner, in the change's transaction. */
async function recordPasskeyChange(
  deps: AppDeps,
  tx: Tx,
  user: { id: string; name: string; email: string },
  change: keyof typeof CHANGES,
  passkey: { id: string; name: string },
  origin: AuditOrigin,
  more: Record<string, unknown> = {},
): Promise<void> {
  await writeAudit(
    tx,
    {
      action: `passkey.${change}`,
      entity: 'user',
      entityId: user.id,
      details: { passkey_id: passkey.id, name: passkey.name, ...more },
    },
    origin,
  );
  const what = `A chave de acesso "${passkey.name}" foi ${CHANGES[change].done} sua conta.`;
  await deps.mailer.send(
    { to: user.email, subject: CHANGES[change].subject, text: notice(user.name, what, origin) },
    tx,
  );
}

function notice(name: string, what: string, origin: AuditOrigin): string {
  return [
    `Olá, ${name}.`,
    '',
    what,
    `Origem: IP ${origin.ip ?? 'desconhecido'}.`,
    'Se não foi você, altere sua senha em "Meu perfil" e avise o administrador.',
    '',
    'Equipe Sião',
  ].join('\n');
}

// ── assertion (sign-in with a passkey alone, or a passkey as the second step) ─────────────────────────

/**
 * Options for navigator.credentials.get(). With `userId` (a second step after the password) only that
 * user's passkeys are offered and the challenge is bound to them; without, the authenticator picks
 * the account (a sign-in with a passkey alone).
 */
export async function startPasskeyAssertion(
  deps: AppDeps,
  forUser: { userId: string } | null = null,
): Promise<PasskeyOptions> {
  const rp = relyingParty(deps.config);
  const allow = forUser ? await listPasskeys(deps.db, forUser.userId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports })),
  });
  const challengeId = await issueChallenge(
    deps,
    'authentication',
    forUser?.userId ?? null,
    options.challenge,
  );
  return { challenge_id: challengeId, options: asJson(options) };
}

/** A refused assertion; `userId` is the owner of the presented credential when it is known (for the audit). */
export class PasskeyRefused extends AppError {
  constructor(
    readonly reason: string,
    readonly userId: string | null = null,
    code: 'PASSKEY_INVALID' | 'PASSKEY_CHALLENGE_INVALID' = 'PASSKEY_INVALID',
  ) {
    super(code);
  }
}

export interface VerifiedPasskey {
  userId: string;
  passkeyId: string;
  name: string;
}

/**
 * Verifies an assertion (the challenge is consumed whatever the outcome; user verification required; the
 * signature counter must move forward) and records the use. `userId`: the account it must belong to;
 * null lets the credential name the account (a sign-in with a passkey alone). Throws PasskeyRefused.
 */
async function verifyAssertion(
  db: Db | Tx,
  input: { userId: string | null; response: unknown; challengeId: string },
): Promise<VerifiedPasskey> {
  const response = input.response as AuthenticationResponseJSON;
  const challenge = await takeChallenge(db, input.challengeId, 'authentication');
  if (!challenge) throw new PasskeyRefused('challenge', input.userId, 'PASSKEY_CHALLENGE_INVALID');
  if (challenge.userId && challenge.userId !== input.userId) {
    throw new PasskeyRefused('challenge_of_another_user', input.userId, 'PASSKEY_CHALLENGE_INVALID');
  }
  const passkey = await findPasskeyByCredential(db, response.id);
  if (!passkey) throw new PasskeyRefused('unknown_credential', input.userId);
  if (input.userId && passkey.userId !== input.userId) {
    throw new PasskeyRefused('credential_of_another_user', input.userId);
  }
  // the authenticator's user handle, when it sends one, must name the credential's owner
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString() !== passkey.userId) {
    throw new PasskeyRefused('user_handle_mismatch', passkey.userId);
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origins,
      expectedRPID: challenge.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: bytes(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch (error) {
    throw new PasskeyRefused(
      error instanceof Error ? error.message.slice(0, 200) : 'invalid',
      passkey.userId,
    );
  }
  if (!verified.verified) throw new PasskeyRefused('signature', passkey.userId);
  if (!(await recordPasskeyUse(db, passkey.id, verified.authenticationInfo.newCounter))) {
    throw new PasskeyRefused('counter', passkey.userId);
  }
  return { userId: passkey.userId, passkeyId: passkey.id, name: passkey.name };
}

/** A passkey as the second step of `userId`'s sign-in (the challenge from startPasskeyAssertion). */
export function verifyPasskeyAssertion(
  db: Db | Tx,
  input: { userId: string; response: unknown; challengeId: string },
): Promise<VerifiedPasskey> {
  return verifyAssertion(db, input);
}

/** A sign-in with a passkey alone: the credential names the account. */
export function verifyPasskeySignIn(
  db: Db | Tx,
  input: { response: unknown; challengeId: string },
): Promise<VerifiedPasskey> {
  return verifyAssertion(db, { ...input, userId: null });
}

/** Whether the user has at least one passkey (counts as an enrolled second factor). */
export function userHasPasskey(db: Db | Tx, userId: string): Promise<boolean> {
  return hasPasskey(db, userId);
}
