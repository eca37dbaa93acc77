import { expect, it } from 'vitest';
import { formatPercent } from './percent';

it('writes a percentage the pt-BR way: no space, decimal comma, at most one decimal, a dash when unknown', () => {
  expect(formatPercent(96)).toBe('96%');
  expect(formatPercent(87.5)).toBe('87,5%');
  expect(formatPercent(12.3456)).toBe('12,3%');
  expect(formatPercent(0.96 * 100)).toBe('96%');
  expect(formatPercent(100)).toBe('100%');
  expect(formatPercent(null)).toBe('—');
});
