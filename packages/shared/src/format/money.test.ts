import { describe, expect, it } from 'vitest';
import { centavosToDecimalString, formatBRL, formatBRLCompact, parseBRL } from './money';

describe('formatBRL', () => {
  it.each([
    [123456, 'R$\u00a01.234,56'],
    [0, 'R$\u00a00,00'],
    [5, 'R$\u00a00,05'],
    [100, 'R$\u00a01,00'],
    [123456789012, 'R$\u00a01.234.567.890,12'],
    [-1050, '-R$\u00a010,50'],
  ])('%i centavos → %s', (centavos, text) => expect(formatBRL(centavos)).toBe(text));

  it('refuses fractional centavos (money is never a float here)', () => {
    expect(() => formatBRL(10.5)).toThrow(RangeError);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseBRL', () => {
  it.each([
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['R$1234,56', 123456],
    ['  10 ', 1000],
    ['10,5', 1050],
    ['0,05', 5],
    ['1.000.000', 100000000],
    ['-10,00', -1000],
    ['-R$ 10,00', -1000],
    ['R$ -10,00', -1000],
  ])('%j → %i', (text, centavos) => expect(parseBRL(text)).toBe(centavos));

  it('round-trips formatBRL', () => {
    for (const c of [0, 1, 99, 100, 123456, 98765432, -4321]) expect(parseBRL(formatBRL(c))).toBe(c);
  });

  it.each([
    '',
    'abc',
    'R$',
    '1,234',
    '1.2',
    '12.34,56',
    '1.234.56',
    '1234.56',
    '10,',
    ',50',
    '1,2,3',
    '--10',
    '-R$-10',
    'US$ 10,00',
    '10 reais',
    '99999999999999999999',
  ])('rejects %j', (text) => expect(parseBRL(text)).toBeNull());
});

describe('centavosToDecimalString', () => {
  it.each([
    [123456, '1234.56'],
    [5, '0.05'],
    [100, '1.00'],
    [-250, '-2.50'],
  ])('%i → %s', (c, text) => expect(centavosToDecimalString(c)).toBe(text));
});

describe('formatBRLCompact (chart axes)', () => {
  it('fits an axis label: thousands and millions in a few characters', () => {
    expect(formatBRLCompact(1_000_000)).toBe('R$\u00a010\u00a0mil');
    expect(formatBRLCompact(125_000_000)).toBe('R$\u00a01,3\u00a0mi');
    expect(formatBRLCompact(0)).toBe('R$\u00a00');
    for (const c of [0, 99_00, 12_345_67, 987_654_321_00])
      expect(formatBRLCompact(c).length).toBeLessThanOrEqual(11);
  });
});
