import { onlyDigits } from './digits';

/**
 * CNS (Código Nacional de Serventia, CNJ): 6 digits identifying a cartório. Its last digit is a
 * check digit whose algorithm is not published, so only the format is verified here.
 */
export function normalizeCns(value: string): string {
  return onlyDigits(value);
}

export function isValidCns(value: string): boolean {
  return /^[\d\s.-]+$/.test(value) && /^\d{6}$/.test(normalizeCns(value));
}

/** `115568` → `11.556-8`, the way the CNJ "Justiça Aberta" prints it. */
export function formatCns(value: string): string {
  const cns = normalizeCns(value);
  if (cns.length !== 6) return value;
  return `${cns.slice(0, 2)}.${cns.slice(2, 5)}-${cns.slice(5)}`;
}
