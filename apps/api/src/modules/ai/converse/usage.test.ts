import { describe, expect, it } from 'vitest';
import { monthKey } from './usage';

describe('monthKey', () => {
  it('bills by the São Paulo calendar month, also across the boundary minute by minute', () => {
    expect(monthKey(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11');
    expect(monthKey(new Date('2026-12-01T02:59:59.999Z'))).toBe('2026-11');
    expect(monthKey(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
    expect(monthKey(new Date('2027-01-01T02:59:30Z'))).toBe('2026-12');
    expect(monthKey(new Date('2027-01-01T03:00:30Z'))).toBe('2027-01');
  });
});
