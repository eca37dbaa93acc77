import { onlyDigits } from './digits';

/** The 67 area codes (DDD) in use in Brazil (Anatel). */
export const ddds: readonly string[] = [
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19'],
  ...['21', '22', '24', '27', '28'],
  ...['31', '32', '33', '34', '35', '37', '38'],
  ...['41', '42', '43', '44', '45', '46', '47', '48', '49'],
  ...['51', '53', '54', '55'],
  ...['61', '62', '63', '64', '65', '66', '67', '68', '69'],
  ...['71', '73', '74', '75', '77', '79'],
  ...['81', '82', '83', '84', '85', '86', '87', '88', '89'],
  ...['91', '92', '93', '94', '95', '96', '97', '98', '99'],
];
const dddSet = new Set(ddds);

export type PhoneKind = 'mobile' | 'landline';

/** DDD + number as digits; a leading country code `55` (12 or 13 digits) is dropped. */
export function normalizePhone(value: string): string {
  const digits = onlyDigits(value);
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * Mobile: DDD + 9 + 8 digits. Landline: DDD + 8 digits starting with 2–5 (Anatel numbering plan;
 * 6–9 were mobile ranges before the ninth digit).
 */
export function phoneKind(value: string): PhoneKind | null {
  if (!/^[\d\s()+.-]+$/.test(value)) return null;
  const phone = normalizePhone(value);
  if (!dddSet.has(phone.slice(0, 2))) return null;
  if (/^\d{2}9\d{8}$/.test(phone)) return 'mobile';
  if (/^\d{2}[2-5]\d{7}$/.test(phone)) return 'landline';
  return null;
}

export function isValidPhone(value: string): boolean {
  return phoneKind(value) !== null;
}

/** `11912345678` → `(11) 91234-5678`; `1131234567` → `(11) 3123-4567`; otherwise as typed. */
export function formatPhone(value: string): string {
  const p = normalizePhone(value);
  if (p.length === 11) return `(${p.slice(0, 2)}) ${p.slice(2, 7)}-${p.slice(7)}`;
  if (p.length === 10) return `(${p.slice(0, 2)}) ${p.slice(2, 6)}-${p.slice(6)}`;
  return value;
}
