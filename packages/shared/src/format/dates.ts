/** The business time zone: cartórios and clients read dates in Brasília time (no DST since 2019). */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = Date | string | number;

export interface CalendarParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/**
 * Wall-clock fields in São Paulo. A date-only string (`2026-03-01`, a `date` column) is a calendar
 * day, not UTC midnight, so it is never shifted to the previous evening.
 */
export function saoPauloParts(input: DateInput): CalendarParts {
  if (typeof input === 'string') {
    const m = DATE_ONLY.exec(input);
    if (m) return { year: m[1]!, month: m[2]!, day: m[3]!, hour: '00', minute: '00' };
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Data inválida: ${String(input)}`);
  const map = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: map.year!, month: map.month!, day: map.day!, hour: map.hour!, minute: map.minute! };
}

/** → `31/12/2026` */
export function formatDate(input: DateInput): string {
  const p = saoPauloParts(input);
  return `${p.day}/${p.month}/${p.year}`;
}

/** → `31/12/2026 14:30` */
export function formatDateTime(input: DateInput): string {
  const p = saoPauloParts(input);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `31/12/2026` (also `31-12-2026`, `31.12.2026`) → `2026-12-31`; `null` for a day that does not exist. */
export function parseDateBR(text: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The São Paulo calendar day of an instant, `YYYY-MM-DD` (what a `<input type="date">` holds). */
export function saoPauloDate(input: DateInput): string {
  const p = saoPauloParts(input);
  return `${p.year}-${p.month}-${p.day}`;
}

/** São Paulo wall-clock time of an instant as a date-time picker holds it: `2026-12-01 18:00:00`. */
export function saoPauloWallClock(input: DateInput): string {
  const p = saoPauloParts(input);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:00`;
}

/** Today's calendar day in São Paulo, `YYYY-MM-DD`, whatever the machine's zone: the day a fatura falls due. */
export function saoPauloToday(now: Date = new Date()): string {
  return saoPauloDate(now);
}

/** The current competência (billing month, `YYYY-MM`) in São Paulo. */
export function currentCompetencia(now: Date = new Date()): string {
  return saoPauloToday(now).slice(0, 7);
}

/** Milliseconds São Paulo's wall clock is ahead of UTC at `instant` (negative: −3 h today), read from the IANA zone. */
function saoPauloOffsetMs(instant: number): number {
  const p = saoPauloParts(instant);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant São Paulo's wall clock reads `wallClock` (`2026-12-01`, `2026-12-01 18:00` or
 * `2026-12-01 23:59:59`), by the IANA zone rather than a fixed `-03:00` (right for the years Brazil kept
 * daylight saving too). A time that daylight saving skipped (before 2019) is read an hour later, as the
 * clocks then showed.
 */
export function saoPauloInstant(wallClock: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(wallClock);
  if (!m) throw new RangeError(`Data inválida: ${wallClock}`);
  const [, day, hour = '0', minute = '0', second = '0'] = m;
  const wall = calendarDayUtc(day!) + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000;
  const guess = wall - saoPauloOffsetMs(wall);
  const instant = wall - saoPauloOffsetMs(guess);
  return new Date(instant + saoPauloOffsetMs(instant) === wall ? instant : guess);
}

/** The instant a São Paulo calendar day (`YYYY-MM-DD`) begins. Day filters run from a day's start to the next day's start. */
export function saoPauloDayStart(day: string): Date {
  return saoPauloInstant(day);
}

/** The start of the São Paulo day after `day`: a day filter's exclusive upper bound. */
export function saoPauloNextDayStart(day: string): Date {
  const next = new Date(calendarDayUtc(day) + 86_400_000).toISOString().slice(0, 10);
  return saoPauloDayStart(next);
}

function calendarDayUtc(day: string): number {
  const m = DATE_ONLY.exec(day);
  if (!m) throw new RangeError(`Data inválida: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The São Paulo clock at `date`: hour 0–23 and weekday (0 = Sunday, as Date#getDay), whatever the device's zone. */
export function saoPauloClock(date: Date): { hour: number; weekday: number } {
  const p = saoPauloParts(date);
  return {
    hour: Number(p.hour),
    weekday: new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day))).getUTCDay(),
  };
}
