import { describe, expect, it } from 'vitest';
import { monthBounds } from './months';
import { currentCompetencia, todayInSaoPaulo } from './sao-paulo-today';

// Runs under Asia/Tokyo and America/Manaus (the tz-* projects): the answers are São Paulo's whatever
// the server's zone.
describe("São Paulo's today on a server in another time zone", () => {
  it('is still the previous day at 23:30 in São Paulo, already the next day in Tokyo', () => {
    // 02:30 UTC on 1 March: 23:30 on 28 February in São Paulo, 22:30 in Manaus, 11:30 on 1 March in Tokyo
    const at = new Date('2026-03-01T02:30:00Z');
    expect(todayInSaoPaulo(at)).toBe('2026-02-28');
    expect(currentCompetencia(at)).toBe('2026-02');
  });

  it('turns at midnight in São Paulo, when Manaus is still on the previous day', () => {
    // 03:30 UTC on 1 March: 00:30 on 1 March in São Paulo, 23:30 on 28 February in Manaus
    const at = new Date('2026-03-01T03:30:00Z');
    expect(todayInSaoPaulo(at)).toBe('2026-03-01');
    expect(currentCompetencia(at)).toBe('2026-03');
  });

  it("gives a competência's first and last day by the calendar alone", () => {
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
