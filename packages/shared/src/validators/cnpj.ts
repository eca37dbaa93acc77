import { isRepeatedDigits } from './digits';

/**
 * CNPJ, numeric and alphanumeric (IN RFB 2.229/2024): 12 characters of [0-9A-Z] and 2 numeric DVs.
 * Each character is worth its ASCII code minus 48 (`A` = 17, not 10), so numeric CNPJs keep their DVs.
 */
const DV1_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const DV2_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/;

function cnpjDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** Strips mask characters (`.`, `/`, `-`, spaces) and uppercases; letters are kept. */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** The two check digits for a 12-character base (already normalized). */
export function cnpjCheckDigits(base: string): string {
  const normalized = normalizeCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(normalized)) throw new RangeError('A base do CNPJ deve ter 12 caracteres.');
  const dv1 = cnpjDigit(normalized, DV1_WEIGHTS);
  const dv2 = cnpjDigit(`${normalized}${dv1}`, DV2_WEIGHTS);
  return `${dv1}${dv2}`;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  // A value with other characters (e.g. `*`) must not become valid by being stripped.
  if (value.replace(/[\s./-]/g, '').length !== cnpj.length) return false;
  if (!CNPJ_PATTERN.test(cnpj) || isRepeatedDigits(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** `12ABC34501DE35` → `12.ABC.345/01DE-35`; anything that is not 14 characters comes back as typed. */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
