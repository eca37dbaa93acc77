import { onlyDigits } from './digits';

export function normalizeCep(value: string): string {
  return onlyDigits(value);
}

/** 8 digits, with or without the mask `00000-000` (also `00.000-000`, seen on old forms). */
export function isValidCep(value: string): boolean {
  return (
    /^[\d\s.-]+$/.test(value) && /^\d{8}$/.test(normalizeCep(value)) && normalizeCep(value) !== '00000000'
  );
}

export function formatCep(value: string): string {
  const cep = normalizeCep(value);
  if (cep.length !== 8) return value;
  return `${cep.slice(0, 5)}-${cep.slice(5)}`;
}
