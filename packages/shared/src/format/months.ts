/** Month names as written in Portuguese: lowercase, `março` with its cedilla. Index 0 is January. */
export const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export type MonthName = (typeof monthNames)[number];

/** 1-based month → name, `null` outside 1–12. */
export function monthName(month: number): MonthName | null {
  return monthNames[month - 1] ?? null;
}

/** Competência (billing month) `2026-03` → `março/2026`; `null` for anything else. */
export function competenciaLabel(competencia: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(competencia);
  if (!match) return null;
  const name = monthName(Number(match[2]));
  return name ? `${name}/${match[1]}` : null;
}

/** Competência as a chart's axis writes it, the same for every month: `2026-03` → `mar/26`. */
export function competenciaShortLabel(competencia: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(competencia);
  const name = match ? monthName(Number(match[2])) : null;
  return match && name ? `${name.slice(0, 3)}/${match[1]!.slice(2)}` : null;
}

/**
 * Due date of a fatura of `competencia` (`YYYY-MM`) for a client whose due day is `dueDay`: that day of
 * the month (the last day in a shorter month); never before `today` (`YYYY-MM-DD`), so a fatura issued
 * late is due today rather than born overdue. Monthly generation and the "Nova fatura" form use it.
 */
export function defaultVencimento(competencia: string, dueDay: number, today: string): string {
  const [year, month] = competencia.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const due = `${competencia}-${String(Math.min(dueDay, lastDay)).padStart(2, '0')}`;
  return due < today ? today : due;
}
