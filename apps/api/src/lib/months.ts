/** `YYYY-MM` arithmetic for faturas, dashboard and report periods (calendar months, no time zone involved). */
export function addMonths(competencia: string, n: number): string {
  const [y, m] = competencia.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `de` to `ate`, inclusive (at most 120, so a typo cannot build a huge series). */
export function monthsBetween(de: string, ate: string): string[] {
  const out: string[] = [];
  for (let m = de; m <= ate && out.length < 120; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** Default report period: the last 12 months up to `current`. */
export function period(current: string, de?: string, ate?: string) {
  const end = ate ?? current;
  const start = de ?? addMonths(end, -11);
  return start <= end ? { de: start, ate: end } : { de: end, ate: start };
}

/** First and last day of a `YYYY-MM` month. */
export function monthBounds(competencia: string): { first: string; last: string } {
  const [y, m] = competencia.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${competencia}-01`, last: `${competencia}-${String(last).padStart(2, '0')}` };
}
