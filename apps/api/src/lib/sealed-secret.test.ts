import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, parseEncryptionKey } from './sealed-secret';

describe('sealed secrets', () => {
  const key = parseEncryptionKey(Buffer.alloc(32, 7).toString('base64'))!;

  it('round-trips, with a fresh nonce each time', () => {
    const a = encryptSecret(key, '{"clientSecret":"s3gredo"}', 'client-1');
    const b = encryptSecret(key, '{"clientSecret":"s3gredo"}', 'client-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3gredo');
    expect(decryptSecret(key, a, 'client-1')).toBe('{"clientSecret":"s3gredo"}');
  });

  it('refuses another key, another client or a tampered text', () => {
    const sealed = encryptSecret(key, 'segredo', 'client-1');
    const other = parseEncryptionKey('b2'.repeat(32))!;
    expect(() => decryptSecret(other, sealed, 'client-1')).toThrow();
    expect(() => decryptSecret(key, sealed, 'client-2')).toThrow();
    const parts = sealed.split('.');
    // a different first character (the random ciphertext may already start with 'A')
    parts[3] = `${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    expect(() => decryptSecret(key, parts.join('.'), 'client-1')).toThrow();
  });

  it('accepts 32 bytes in hex or base64 and nothing else', () => {
    expect(parseEncryptionKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseEncryptionKey(undefined)).toBeNull();
    expect(parseEncryptionKey('curta')).toBeNull();
    expect(parseEncryptionKey(Buffer.alloc(16).toString('base64'))).toBeNull();
  });
});
