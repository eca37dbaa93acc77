import { isRepeatedDigits, onlyDigits } from './digits';

/** DV of CPF: weights from `firstWeight` down to 2; remainder < 2 gives 0. */
function cpfDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (firstWeight - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function normalizeCpf(value: string): string {
  return onlyDigits(value);
}

/** Accepts the CPF with or without mask; rejects the ten repeated-digit numbers, which pass the DV test. */
export function isValidCpf(value: string): boolean {
  // Only mask characters may be stripped: `abc12345678909` is not a CPF.
  if (!/^[\d\s.-]+$/.test(value)) return false;
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || isRepeatedDigits(cpf)) return false;
  const dv1 = cpfDigit(cpf.slice(0, 9), 10);
  const dv2 = cpfDigit(cpf.slice(0, 10), 11);
  return cpf.endsWith(`${dv1}${dv2}`);
}

/** `12345678909` → `123.456.789-09`; anything that is not 11 digits comes back as typed. */
export function formatCpf(value: string): string {
  const cpf = normalizeCpf(value);
  if (cpf.length !== 11) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
