import { products, type TermsAcceptanceInput } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import type { ClientInfo } from '../../lib/http';
import { isUuid } from '../../lib/ids';
import { findPublishedVersion, insertAcceptance } from './acceptance-repository';

/**
 * Records that the user accepted one published version of a terms for a product: the acceptance
 * (with the version's text hash, IP and user agent) and its audit row are written together or not
 * at all. An unknown product, terms id or version is 404; a database failure is a 500, not a 404.
 */
export async function acceptTerms(
  deps: AppDeps,
  auth: AuthContext,
  product: string,
  input: TermsAcceptanceInput,
  origin: ClientInfo,
) {
  if (!(products as readonly string[]).includes(product)) throw new AppError('UNKNOWN_PRODUCT');
  const version = isUuid(input.terms_id)
    ? await findPublishedVersion(deps.db, input.terms_id, input.version)
    : undefined;
  if (!version || (version.product && version.product !== product)) throw new AppError('TERMS_NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const row = await insertAcceptance(tx, {
      userId: auth.userId,
      termsId: version.termsId,
      version: version.version,
      contentHash: version.hash,
      product,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    await writeAudit(
      tx,
      {
        action: 'terms.accepted',
        entity: 'terms',
        entityId: version.termsId,
        clientId: auth.clientId,
        details: { version: version.version, product },
      },
      { ...origin, actorId: auth.userId },
    );
    return row;
  });
}
