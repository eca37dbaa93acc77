import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('isValidCnpj — alphanumeric (IN RFB 2.229/2024)', () => {
  it('accepts the Receita Federal example 12.ABC.345/01DE-35', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('accepts lowercase input (normalized to uppercase)', () =>
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true));

  it('accepts ABCDEFGHIJKL80', () => expect(isValidCnpj('ABCDEFGHIJKL80')).toBe(true));

  it('computes the DVs with value = ASCII − 48', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('ABCDEFGHIJKL')).toBe('80');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
  });

  it('rejects the DV of the common mistake A = 10 (it gives 45)', () => {
    expect(isValidCnpj('12ABC34501DE45')).toBe(false);
  });

  it.each([
    ['wrong DV', '12ABC34501DE36'],
    ['letter in a DV position', '12ABC34501DEA5'],
    ['13 characters', '12ABC34501D35'],
    ['15 characters', '12ABC34501DE350'],
    ['symbol inside the base', '12ABC345*01DE35'],
    ['accented letter', '12ÁBC34501DE35'],
  ])('rejects %s', (_, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
});

describe('isValidCnpj — numeric', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91', '33.000.167/0001-01'])(
    'accepts %s',
    (c) => expect(isValidCnpj(c)).toBe(true),
  );

  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-18',
    '00000000000000',
    '11111111111111',
    '',
    '1122233300018',
  ])('rejects %s', (c) => expect(isValidCnpj(c)).toBe(false));
});

describe('normalizeCnpj / formatCnpj', () => {
  it('strips punctuation and uppercases', () =>
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35'));
  it('masks letters in the first 12 positions', () =>
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35'));
  it('masks a numeric CNPJ', () => expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81'));
  it('returns incomplete input as typed', () => expect(formatCnpj('12.ABC')).toBe('12.ABC'));
  it('refuses a base that is not 12 characters', () =>
    expect(() => cnpjCheckDigits('123')).toThrow(RangeError));
});
