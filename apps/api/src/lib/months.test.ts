import { describe, expect, it } from 'vitest';
import { monthBounds } from './months';

describe('monthBounds', () => {
  it("gives a competência's first and last day by the calendar alone", () => {
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
