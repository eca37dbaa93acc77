import { describe, expect, it } from 'vitest';
import {
  currentCompetencia,
  formatDate,
  formatDateTime,
  parseDateBR,
  saoPauloClock,
  saoPauloDate,
  saoPauloDayStart,
  saoPauloInstant,
  saoPauloNextDayStart,
  saoPauloToday,
  saoPauloWallClock,
} from './dates';

describe('formatDate / formatDateTime in São Paulo time', () => {
  it('shows São Paulo wall-clock time whatever the machine time zone', () => {
    // 02:30 UTC on 1 January is still 31 December, 23:30 in São Paulo (UTC−3)
    expect(formatDate('2027-01-01T02:30:00Z')).toBe('31/12/2026');
    expect(formatDateTime('2027-01-01T02:30:00Z')).toBe('31/12/2026 23:30');
  });

  it('accepts Date, ISO string and epoch milliseconds', () => {
    const at = Date.UTC(2026, 2, 15, 17, 5);
    expect(formatDateTime(at)).toBe('15/03/2026 14:05');
    expect(formatDateTime(new Date(at))).toBe('15/03/2026 14:05');
    expect(formatDateTime('2026-03-15T14:05:00-03:00')).toBe('15/03/2026 14:05');
  });

  it('uses 24-hour time with midnight as 00', () => {
    expect(formatDateTime('2026-06-10T03:00:00Z')).toBe('10/06/2026 00:00');
  });

  it('keeps no daylight saving in summer (abolished in 2019)', () => {
    expect(formatDateTime('2026-01-15T12:00:00Z')).toBe('15/01/2026 09:00');
  });

  it('treats a date-only string as a calendar day, not UTC midnight', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('ontem')).toThrow(RangeError);
  });
});

describe('parseDateBR', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2026', '2026-02-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['05-06-2026', '2026-06-05'],
    ['05.06.2026', '2026-06-05'],
  ])('%j → %s', (text, iso) => expect(parseDateBR(text)).toBe(iso));

  it.each([
    '31/02/2026',
    '29/02/2026',
    '00/01/2026',
    '32/01/2026',
    '10/13/2026',
    '2026-12-31',
    '31/12/26',
    'abc',
    '',
  ])('rejects %j', (text) => expect(parseDateBR(text)).toBeNull());
});

describe('saoPauloClock', () => {
  it('reads the hour and weekday on the São Paulo clock, not the device zone nor UTC', () => {
    // 00:40 UTC on Friday 27/11 is 21:40 on Thursday 26/11 in São Paulo
    expect(saoPauloClock(new Date('2026-11-27T00:40:00Z'))).toEqual({ hour: 21, weekday: 4 });
    expect(saoPauloClock(new Date('2026-11-26T12:00:00Z'))).toEqual({ hour: 9, weekday: 4 });
  });
});

// Runs under Asia/Tokyo and America/Manaus (the tz-* projects): the answers are São Paulo's whatever
// the machine's zone.
describe("São Paulo's today and day start on a machine in another time zone", () => {
  it('is still the previous day at 23:30 in São Paulo, already the next day in Tokyo', () => {
    // 02:30 UTC on 1 March: 23:30 on 28 February in São Paulo, 22:30 in Manaus, 11:30 on 1 March in Tokyo
    const at = new Date('2026-03-01T02:30:00Z');
    expect(saoPauloToday(at)).toBe('2026-02-28');
    expect(saoPauloDate('2026-03-01T02:30:00Z')).toBe('2026-02-28');
    expect(currentCompetencia(at)).toBe('2026-02');
  });

  it('turns at midnight in São Paulo, when Manaus is still on the previous day', () => {
    // 03:30 UTC on 1 March: 00:30 on 1 March in São Paulo, 23:30 on 28 February in Manaus
    const at = new Date('2026-03-01T03:30:00Z');
    expect(saoPauloToday(at)).toBe('2026-03-01');
    expect(currentCompetencia(at)).toBe('2026-03');
  });

  it('starts a day at midnight in São Paulo and ends it at the next midnight', () => {
    expect(saoPauloDayStart('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(saoPauloNextDayStart('2026-12-31').toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(saoPauloNextDayStart('2024-02-28').toISOString()).toBe('2024-02-29T03:00:00.000Z');
  });

  it('follows the zone, not a fixed −03:00, in the years of daylight saving', () => {
    // summer time (UTC−2) on 15 January 2018
    expect(saoPauloDayStart('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z');
    // 4 November 2018: clocks jumped from 00:00 to 01:00, so the day began at 01:00 (UTC−2)
    expect(saoPauloDayStart('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    // 18 February 2018: summer time ended at midnight, the day began at 00:00 UTC−3
    expect(saoPauloDayStart('2018-02-18').toISOString()).toBe('2018-02-18T03:00:00.000Z');
  });

  it('refuses a text that is no calendar day', () => {
    expect(() => saoPauloDayStart('01/03/2026')).toThrow(RangeError);
  });
});

describe('saoPauloInstant / saoPauloWallClock', () => {
  it("round-trips a date-time picker's São Paulo wall clock, whatever the machine's zone", () => {
    expect(saoPauloInstant('2026-12-01 18:00:00').toISOString()).toBe('2026-12-01T21:00:00.000Z');
    expect(saoPauloWallClock('2026-12-01T21:00:00.000Z')).toBe('2026-12-01 18:00:00');
    expect(saoPauloInstant('2026-12-01 23:59:59').toISOString()).toBe('2026-12-02T02:59:59.000Z');
    expect(() => saoPauloInstant('2026-12-01 6pm')).toThrow(RangeError);
  });
});
