import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_MAX_KB, type AVATAR_MIME_TYPES } from '@siao/shared/constants';
import { errorCatalog, formatMessage } from '@siao/shared/errors';
import { fileTypeFromBuffer } from 'file-type';
import { fieldError } from '../../lib/errors';

const avatarTooLarge = formatMessage(errorCatalog.AVATAR_TOO_LARGE.message, { size: `${AVATAR_MAX_KB} KB` });

import type { Storage } from '../../lib/storage/storage';

const extensions: Record<(typeof AVATAR_MIME_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Decodes a data URL, checks the real type by content and the size, stores it; returns the storage key. */
export async function storeAvatar(storage: Storage, userId: string, dataUrl: string): Promise<string> {
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw fieldError('AVATAR_NOT_IMAGE', 'avatar');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw fieldError('AVATAR_TOO_LARGE', 'avatar', avatarTooLarge);
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && extensions[type.mime as keyof typeof extensions];
  if (!ext) throw fieldError('AVATAR_TYPE_NOT_ALLOWED', 'avatar');
  const key = `avatars/${userId}/${randomUUID()}.${ext}`;
  await storage.put(key, bytes);
  return key;
}
