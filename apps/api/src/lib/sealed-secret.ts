import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** 32 bytes from base64 or 64 hex characters; null when the text is neither. */
export function parseEncryptionKey(text: string | undefined): Buffer | null {
  if (!text) return null;
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * AES-256-GCM, format `v1.<iv>.<tag>.<ciphertext>` (base64url): the one way a secret is kept in the
 * database (a client's CNIB credentials, the certificates' signing key). `boundTo` (the row's id) is
 * bound as associated data, so a value copied onto another row does not decrypt.
 */
export function encryptSecret(key: Buffer, plain: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string, boundTo: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('segredo cifrado em formato desconhecido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
