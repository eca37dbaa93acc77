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

/** The `dueDay` of `competencia` (`YYYY-MM`), the month's last day when it is shorter. */
function dueDayIn(competencia: string, dueDay: number): string {
  const [year, month] = competencia.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${competencia}-${String(Math.min(dueDay, lastDay)).padStart(2, '0')}`;
}

function nextCompetencia(competencia: string): string {
  const [year, month] = competencia.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * Due date of a fatura of `competencia` (`YYYY-MM`) for a client whose due day is `dueDay`: that day of
 * the month (the last day in a shorter month). When that day is not after `today` (`YYYY-MM-DD`), the
 * client's next due day after today: a fatura issued late is neither born overdue nor due the day it is
 * issued. Monthly generation and the "Nova fatura" form use it.
 */
export function defaultVencimento(competencia: string, dueDay: number, today: string): string {
  const due = dueDayIn(competencia, dueDay);
  if (due > today) return due;
  const thisMonth = dueDayIn(today.slice(0, 7), dueDay);
  return thisMonth > today ? thisMonth : dueDayIn(nextCompetencia(today.slice(0, 7)), dueDay);
}
