import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../../deps';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { acceptTotpCounter, findTotp, spendRecoveryCode, unusedRecoveryCodes } from './repository';
import { unsealTotpSecret } from './sealing';
import { totpStep } from './totp';

export const RECOVERY_CODE_COUNT = 10;
// no 0/o, 1/l: the codes are read from paper
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten new recovery codes (`xxxxx-xxxxx`, 50 bits each) and their argon2id hashes. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const hashes = await Promise.all(codes.map((c) => hashPassword(c.replace('-', ''))));
  return { codes, hashes };
}

/**
 * A TOTP code of the user's confirmed authenticator: valid now (±1 step) and of a later step than the
 * last one accepted; accepting it records its step, so the same code is refused afterwards.
 */
export async function useTotpCode(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  const row = await findTotp(deps.db, userId);
  if (!row?.confirmedAt) return false;
  const step = totpStep(unsealTotpSecret(deps.config, row.secretSealed, userId), code);
  if (step === null) return false;
  return acceptTotpCounter(deps.db, userId, step, false);
}

/** Spends one of the user's unused recovery codes (normalized: no dash, lowercase); false if none matches. */
export async function useRecoveryCode(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  const rows = await unusedRecoveryCodes(deps.db, userId);
  const matches = await Promise.all(rows.map((r) => verifyPassword(r.codeHash, code)));
  const row = rows[matches.indexOf(true)];
  return row ? spendRecoveryCode(deps.db, row.id) : false;
}
