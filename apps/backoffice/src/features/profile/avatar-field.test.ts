import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-field';

describe('avatar field', () => {
  it('checks the avatar type and the 512 KB limit before reading the file', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'foto', { type });
    expect(avatarFileError(file('image/png', 512 * 1024))).toBeNull();
    expect(avatarFileError(file('image/webp', 10))).toBeNull();
    expect(avatarFileError(file('image/jpeg', 512 * 1024 + 1))).toBe('O arquivo excede o limite de 512 KB.');
    expect(avatarFileError(file('image/gif', 10))).toBe('Envie a foto como imagem PNG, JPEG ou WebP.');
  });
});
