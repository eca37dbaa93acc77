import { createHash } from 'node:crypto';

/** Evidence hash of a version: SHA-256 of the exact HTML stored and shown. */
export function contentHash(html: string): string {
  return createHash('sha256').update(html, 'utf8').digest('hex');
}
