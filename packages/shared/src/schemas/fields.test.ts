import { describe, expect, it } from 'vitest';
import { emailField, optionalEmail, titleField } from './fields';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('titleField', () => {
  it('takes 3 to 200 characters after trimming, and says which rule a title breaks', () => {
    expect(titleField.parse('  LGPD  ')).toBe('LGPD');
    expect(firstError(titleField.safeParse('TI'))).toBe('O título deve ter pelo menos 3 caracteres.');
    expect(firstError(titleField.safeParse('x'.repeat(201)))).toBe(
      'O título deve ter no máximo 200 caracteres.',
    );
    expect(firstError(titleField.safeParse(undefined))).toBe('Informe o título.');
  });
});

describe('emailField', () => {
  it('trims and lowercases an e-mail, and refuses what is none', () => {
    expect(emailField.parse('  Ana@Cartorio.COM.br ')).toBe('ana@cartorio.com.br');
    expect(firstError(emailField.safeParse('ana@'))).toBe('Informe um e-mail válido.');
    expect(firstError(emailField.safeParse(`${'a'.repeat(250)}@x.com`))).toBe(
      'O e-mail deve ter no máximo 254 caracteres.',
    );
  });

  it('is optional where a form leaves it blank', () => {
    expect(optionalEmail.parse('  ')).toBeNull();
  });
});
