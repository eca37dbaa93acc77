import { describe, expect, it } from 'vitest';
import { competenciaLabel, monthName, monthNames } from './months';

describe('month names', () => {
  it('agrees with Intl pt-BR for every month', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    expect(monthNames.map((_, i) => intl.format(Date.UTC(2026, i, 15)))).toEqual([...monthNames]);
  });
  it('looks up 1-based months', () => {
    expect(monthName(3)).toBe('março');
    expect(monthName(0)).toBeNull();
    expect(monthName(13)).toBeNull();
  });
});

describe('competenciaLabel', () => {
  it.each([
    ['2026-03', 'março/2026'],
    ['2025-12', 'dezembro/2025'],
    ['2026-01', 'janeiro/2026'],
  ])('%s → %s', (c, label) => expect(competenciaLabel(c)).toBe(label));
  it.each(['2026-13', '2026-00', '2026-3', '03/2026', ''])('rejects %j', (c) =>
    expect(competenciaLabel(c)).toBeNull(),
  );
});
