import { z } from 'zod';
import { sessionTokensSchema, userSchema } from './auth';
import { passkeyAssertionResponseSchema } from './passkeys';

/**
 * The second step's methods. `totp`: a code of the authenticator app; `passkey`: one of the user's
 * passkeys; `recovery`: one of the ten one-time recovery codes. The login's challenge lists the methods
 * the user has.
 */
export const secondFactorMethods = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** A TOTP code: 6 digits (spaces typed by the user are dropped). */
const totpCode = z
  .string({ error: 'Informe o código de 6 dígitos.' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Informe o código de 6 dígitos do aplicativo.' }));

/** A recovery code as printed (`xxxxx-xxxxx`); case, spaces and the dash do not matter. */
const recoveryCode = z
  .string({ error: 'Informe o código de recuperação.' })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'Código de recuperação inválido.' }));

/** The login's answer when the password is right and a second factor is still due (no session yet). */
export const secondStepChallengeSchema = z.object({
  second_step: z.object({
    /** short-lived, single-use: names this sign-in attempt in POST /api/login/second-step */
    token: z.string(),
    methods: z.array(z.enum(secondFactorMethods)),
    /** seconds the token is valid */
    expires_in: z.number(),
  }),
});
export type SecondStepChallenge = z.infer<typeof secondStepChallengeSchema>;

/** A proof of the second factor: a code of the app or a recovery code (sign-in, removal). */
export const secondFactorProofSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery'), code: recoveryCode }),
]);
export type SecondFactorProofInput = z.input<typeof secondFactorProofSchema>;

/** The challenge of a right password: names the sign-in attempt (POST /api/login/second-step/passkey too). */
export const challengeTokenSchema = z.object({ token: z.string().min(10).max(200) });
export const secondStepSchema = z.discriminatedUnion('method', [
  challengeTokenSchema.extend({ method: z.literal('totp'), code: totpCode }),
  challengeTokenSchema.extend({ method: z.literal('recovery'), code: recoveryCode }),
  challengeTokenSchema.extend({
    method: z.literal('passkey'),
    challenge_id: z.guid(),
    response: passkeyAssertionResponseSchema,
  }),
]);
export type SecondStepInput = z.input<typeof secondStepSchema>;

/** A signed-in session; `second_factor_enrolment_required`: it reaches only the enrolment until one is set up. */
export const signedInSchema = sessionTokensSchema.extend({
  user: userSchema,
  second_factor_enrolment_required: z.boolean(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** POST /api/login: a session, or the second step's challenge. */
export const loginResultSchema = z.union([signedInSchema, secondStepChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /api/me/second-factor */
export const secondFactorStatusSchema = z.object({
  /** the user has a second factor and signs in with it */
  enrolled: z.boolean(),
  /** the policy requires one for this user (profile or client) */
  required: z.boolean(),
  /** this session must enrol before reaching anything else */
  enrolment_required: z.boolean(),
  totp: z.object({ confirmed_at: z.string() }).nullable(),
  recovery_codes_left: z.number(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/me/second-factor/totp: the secret to add to the authenticator app, not yet in force. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** the same URL as a QR code (PNG data URL) */
  qr_code: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeSchema = z.object({ code: totpCode });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** The confirmation's answer: recovery codes (shown once) and the session's new tokens. */
export const totpConfirmedSchema = z.object({
  recovery_codes: z.array(z.string()),
  session: sessionTokensSchema,
});
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;

/** Removing the factor: the session's new tokens (restricted when the policy requires a factor). */
export const secondFactorRemovedSchema = z.object({
  session: sessionTokensSchema,
  second_factor_enrolment_required: z.boolean(),
});
export type SecondFactorRemoved = z.infer<typeof secondFactorRemovedSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
