import { describe, expect, it } from 'vitest';
import { isUf, ufNames, ufOptions, ufs } from './uf';

describe('UFs', () => {
  it('lists the 26 states and the Federal District', () => {
    expect(ufs).toHaveLength(27);
    expect(ufNames.SP).toBe('São Paulo');
    expect(ufNames.DF).toBe('Distrito Federal');
  });
  it('offers select options', () => expect(ufOptions).toContainEqual({ value: 'PA', label: 'PA - Pará' }));
  it('recognizes only uppercase abbreviations', () => {
    expect(isUf('RJ')).toBe(true);
    expect(isUf('rj')).toBe(false);
    expect(isUf('XX')).toBe(false);
    expect(isUf('toString')).toBe(false);
  });
});
