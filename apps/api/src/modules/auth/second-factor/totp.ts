import { Secret, TOTP } from 'otpauth';

// RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30-second steps.
const PERIOD = 30;
/** codes of the step before and after the current one are accepted too (clock drift of the phone) */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Sião',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32, as authenticator apps expect). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URL the QR code carries. */
export const totpUrl = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The time step of `code` if it is valid now (±1 step), else null. The caller refuses a step not
 * later than the last one accepted, so each code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}
