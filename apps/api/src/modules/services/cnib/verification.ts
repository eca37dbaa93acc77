import { type CnibVerification, maskDocument } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/errors';
import { resultOf } from './mapper';
import { selectByVerificationCode } from './repository';

/** What anyone holding the receipt may see (LGPD): hash, date, result and the masked document only. */
export async function verifyReceipt(deps: AppDeps, code: string): Promise<CnibVerification> {
  const row = /^[A-Za-z0-9_-]{16}$/.test(code) ? await selectByVerificationCode(deps.db, code) : null;
  if (!row) throw new AppError('CNIB_RECEIPT_NOT_FOUND');
  return {
    hash: row.hash,
    consultado_em: row.createdAt.toISOString(),
    resultado: resultOf(row),
    documento_mascarado: maskDocument(row.document),
  };
}
