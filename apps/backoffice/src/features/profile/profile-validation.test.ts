import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-field';
import { profileFormErrors } from './profile-validation';

const form = { name: 'Maria Souza', phone: '', currentPassword: '', newPassword: '', confirm: '' };

describe('profile form checks', () => {
  it('accepts a name-only change and a 10 or 11 digit phone', () => {
    expect(profileFormErrors(form)).toEqual({});
    expect(profileFormErrors({ ...form, phone: '1133334444' })).toEqual({});
    expect(profileFormErrors({ ...form, phone: '119876' }).phone).toBe(
      'Informe o telefone com DDD (10 ou 11 dígitos).',
    );
  });

  it('requires the current password to set a new one, and a matching confirmation', () => {
    expect(profileFormErrors({ ...form, newPassword: 'novasenha1', confirm: 'novasenha1' })).toEqual({
      current_password: 'Informe a senha atual para definir uma nova senha.',
    });
    expect(
      profileFormErrors({ ...form, currentPassword: 'a', newPassword: 'novasenha1', confirm: 'outra' }),
    ).toEqual({
      confirm: 'As senhas não conferem.',
    });
    expect(
      profileFormErrors({ ...form, currentPassword: 'a', newPassword: 'curta', confirm: 'curta' })
        .new_password,
    ).toBe('A senha deve ter pelo menos 8 caracteres.');
  });

  it('checks the avatar type and the 512 KB limit before reading the file', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'foto', { type });
    expect(avatarFileError(file('image/png', 512 * 1024))).toBeNull();
    expect(avatarFileError(file('image/webp', 10))).toBeNull();
    expect(avatarFileError(file('image/jpeg', 512 * 1024 + 1))).toBe('A foto deve ter no máximo 512 KB.');
    expect(avatarFileError(file('image/gif', 10))).toBe('Envie a foto como imagem PNG, JPEG ou WebP.');
  });
});
