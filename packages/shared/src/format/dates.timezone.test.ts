import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDateBR, saoPauloClock } from './dates';

describe('formatDate / formatDateTime in America/Sao_Paulo', () => {
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
