import { z } from 'zod';
import { sessionTokensSchema } from './auth';

/** Longest name a user gives a passkey ("Notebook do escritório", "Chave YubiKey"). */
export const PASSKEY_NAME_MAX = 60;

const b64url = z
  .string()
  .max(16_000)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What @simplewebauthn/browser's startRegistration() returns (WebAuthn's RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.looseObject({
  id: b64url.min(1).max(1_400),
  rawId: b64url.min(1).max(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** What @simplewebauthn/browser's startAuthentication() returns (WebAuthn's AuthenticationResponseJSON). */
export const passkeyAssertionResponseSchema = z.looseObject({
  id: b64url.min(1).max(1_400),
  rawId: b64url.min(1).max(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/**
 * A ceremony's start: the options for navigator.credentials.create()/get() (given as they are to
 * @simplewebauthn/browser) and the id of the server-side challenge, which the answer must name.
 */
export const passkeyOptionsSchema = z.object({
  challenge_id: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const passkeyNameSchema = z
  .string({ error: 'Dê um nome à chave de acesso.' })
  .trim()
  .min(1, { error: 'Dê um nome à chave de acesso.' })
  .max(PASSKEY_NAME_MAX, { error: `O nome deve ter no máximo ${PASSKEY_NAME_MAX} caracteres.` });

/** POST /api/me/passkeys: the authenticator's answer to the registration options, with the name chosen. */
export const addPasskeySchema = z.object({
  challenge_id: z.guid(),
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

/** POST /api/login/passkey: sign-in with a passkey alone (no e-mail, no password). */
export const passkeyLoginSchema = z.object({
  challenge_id: z.guid(),
  response: passkeyAssertionResponseSchema,
});
export type PasskeyLoginInput = z.infer<typeof passkeyLoginSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * POST /api/me/passkeys: the passkey stored and the session's new tokens (the user's other sessions ended;
 * a session restricted to the enrolment is no longer restricted).
 */
export const passkeyAddedSchema = passkeySchema.extend({ session: sessionTokensSchema });
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;
