import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep, normalizeCep } from './cep';

describe('CEP', () => {
  it.each(['01310-100', '01310100', '70.040-010', ' 01310-100 '])('accepts %s', (cep) =>
    expect(isValidCep(cep)).toBe(true),
  );
  it.each(['0131010', '013101000', '01310-10a', '', '00000-000'])('rejects %s', (cep) =>
    expect(isValidCep(cep)).toBe(false),
  );
  it('formats 00000-000', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('70.040-010')).toBe('70040-010');
    expect(formatCep('0131')).toBe('0131');
  });
  it('normalizes to digits', () => expect(normalizeCep('01310-100')).toBe('01310100'));
});
