import { expect, it } from 'vitest';
import { formatPercent } from './percent';

it('writes a percentage the pt-BR way: no space, decimal comma, a dash when unknown', () => {
  expect(formatPercent(96)).toBe('96%');
  expect(formatPercent(87.5)).toBe('87,5%');
  expect(formatPercent(12.3456)).toBe('12,35%');
  expect(formatPercent(7, { minimumFractionDigits: 2 })).toBe('7,00%');
  expect(formatPercent(95.6, { maximumFractionDigits: 0 })).toBe('96%');
  expect(formatPercent(null)).toBe('—');
});
