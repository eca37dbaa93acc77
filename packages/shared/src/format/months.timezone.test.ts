import { describe, expect, it } from 'vitest';
import { competenciaLabel, competenciaShortLabel, defaultVencimento, monthName, monthNames } from './months';

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

describe('default due date of a fatura', () => {
  it("is the client's due day of the competência, the month's last day when shorter, never due on or before today", () => {
    expect(defaultVencimento('2026-03', 10, '2026-02-20')).toBe('2026-03-10');
    expect(defaultVencimento('2026-02', 28, '2026-02-01')).toBe('2026-02-28');
    expect(defaultVencimento('2026-04', 31, '2026-04-01')).toBe('2026-04-30');
    // issued late: the client's next due day after today, not today
    expect(defaultVencimento('2026-03', 5, '2026-03-12')).toBe('2026-04-05');
    expect(defaultVencimento('2026-03', 12, '2026-03-12')).toBe('2026-04-12');
    expect(defaultVencimento('2026-01', 20, '2026-03-12')).toBe('2026-03-20');
    expect(defaultVencimento('2026-12', 10, '2026-12-26')).toBe('2027-01-10');
    expect(defaultVencimento('2026-01', 31, '2026-01-31')).toBe('2026-02-28');
  });
});

describe('competenciaShortLabel', () => {
  it('abbreviates every month to three letters and a two-digit year', () => {
    expect(competenciaShortLabel('2026-03')).toBe('mar/26');
    expect(competenciaShortLabel('2025-12')).toBe('dez/25');
    expect(competenciaShortLabel('março')).toBeNull();
  });
});
