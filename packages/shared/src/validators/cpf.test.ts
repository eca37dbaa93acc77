import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, normalizeCpf } from './cpf';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', ' 123 456 789 09 '])(
    'accepts %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    ['wrong first DV', '529.982.247-15'],
    ['wrong second DV', '529.982.247-24'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['empty', ''],
    ['letters stripped into a valid CPF', 'CPF 529.982.247-25'],
    ['repeated digits', '111.111.111-11'],
    ['zeros', '000.000.000-00'],
  ])('rejects %s', (_, cpf) => expect(isValidCpf(cpf)).toBe(false));

  it('rejects all ten repeated-digit numbers even though their DVs compute', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });
});

describe('formatCpf / normalizeCpf', () => {
  it('masks 11 digits', () => expect(formatCpf('52998224725')).toBe('529.982.247-25'));
  it('re-masks an already masked value', () => expect(formatCpf('529.982.247-25')).toBe('529.982.247-25'));
  it('returns incomplete input as typed', () => expect(formatCpf('5299822')).toBe('5299822'));
  it('normalizes to digits', () => expect(normalizeCpf('529.982.247-25')).toBe('52998224725'));
});
