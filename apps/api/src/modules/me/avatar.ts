import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { fieldError } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';

const MAX_AVATAR_BYTES = 512 * 1024;
const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Decodes a data URL, checks the real type by content and the size, stores it; returns the storage key. */
export async function storeAvatar(storage: Storage, userId: string, dataUrl: string): Promise<string> {
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw fieldError('VALIDATION_FAILED', 'avatar', 'Envie a foto como imagem PNG, JPEG ou WebP.');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > MAX_AVATAR_BYTES)
    throw fieldError('PAYLOAD_TOO_LARGE', 'avatar', 'A foto deve ter no máximo 512 KB.');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && extensions[type.mime];
  if (!ext)
    throw fieldError('UNSUPPORTED_MEDIA_TYPE', 'avatar', 'Envie a foto como imagem PNG, JPEG ou WebP.');
  const key = `avatars/${userId}/${randomUUID()}.${ext}`;
  await storage.put(key, bytes);
  return key;
}
