import { randomUUID } from 'node:crypto';
import { JOURNEY_COVER_MIME_TYPES } from '@siao/shared/constants';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { assertImageHeaderSafe, fileError } from '../../../lib/files/safe-files';
import { requireJourney } from './content-service';
import { setJourneyCoverRow } from './content-write-repository';

/** What `readMultipart` of the documents module stored (key, size, first bytes). */
interface StoredCover {
  fileName: string;
  key: string;
  size: number;
  head: Buffer;
}

/** Where a journey's cover is stored: a fresh key per upload, so a cached old link never shows the new one. */
export const journeyCoverKey = (journeyId: string) => `learning-covers/${journeyId}/${randomUUID()}`;

const allowed = new Set<string>(JOURNEY_COVER_MIME_TYPES);

/**
 * Checks an uploaded cover with the shared file checks (the pixel bomb check on the header first,
 * then the real type by content: only JPEG, PNG or WebP, so no archive is ever inflated), then
 * points the journey at it and drops the old one.
 */
export async function setJourneyCover(
  deps: AppDeps,
  journeyId: string,
  upload: StoredCover,
  origin: AuditOrigin,
) {
  try {
    assertImageHeaderSafe(upload.head);
  } catch (error) {
    throw fileError(error, upload.fileName);
  }
  const type = await fileTypeFromBuffer(upload.head);
  if (!type || !allowed.has(type.mime)) throw new AppError('JOURNEY_COVER_TYPE_NOT_ALLOWED');
  const checked = { ...upload, mime: type.mime };
  const old = await deps.db.transaction(async (tx) => {
    const j = await requireJourney(tx, journeyId);
    await setJourneyCoverRow(tx, journeyId, { key: checked.key, mime: checked.mime });
    await writeAudit(
      tx,
      {
        action: 'learning.journey.cover_set',
        entity: 'learning_journey',
        entityId: journeyId,
        details: { mime: checked.mime, size: checked.size },
      },
      origin,
    );
    return j.coverKey;
  });
  if (old) await deps.storage.delete(old);
}

export async function removeJourneyCover(deps: AppDeps, journeyId: string, origin: AuditOrigin) {
  const old = await deps.db.transaction(async (tx) => {
    const j = await requireJourney(tx, journeyId);
    if (!j.coverKey) return null;
    await setJourneyCoverRow(tx, journeyId, null);
    await writeAudit(
      tx,
      {
        action: 'learning.journey.cover_removed',
        entity: 'learning_journey',
        entityId: journeyId,
        details: {},
      },
      origin,
    );
    return j.coverKey;
  });
  if (old) await deps.storage.delete(old);
}
