import { onlyDigits } from './digits';
import { isMatriculaBookType, type MatriculaBookType, matriculaBookTypeLabel } from './matricula-book-types';

/**
 * Matrícula of a registro civil certidão: 32 digits laid out as
 * CNS(6) acervo(2) serviço 55(2) ano(4) tipo do livro(1) livro(5) folha(3) termo(7) DV(2).
 */
export interface Matricula {
  digits: string;
  /** CNS da serventia */
  cns: string;
  /** acervo: 01 own books, 02+ books inherited from another serventia */
  collection: string;
  /** serviço: always 55 (registro civil das pessoas naturais) */
  service: string;
  /** ano do registro */
  year: number;
  /** tipo do livro, 1–7; `null` when the digit is not a known type */
  bookType: MatriculaBookType | null;
  /** e.g. `Livro C - Óbito` */
  bookTypeLabel: string | null;
  /** número do livro */
  book: string;
  /** folha */
  sheet: string;
  /** termo */
  entry: string;
  /** DV */
  checkDigits: string;
  /** DVs match, service is 55 and the book type is known */
  valid: boolean;
}

/** One DV: weights start at 32 − length and grow by one, wrapping 10 → 0; remainder 10 counts as 1. */
function matriculaDigit(digits: string): number {
  const start = 32 - digits.length;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * ((start + i) % 11);
  const r = sum % 11;
  return r === 10 ? 1 : r;
}

/** The two check digits of the first 30 digits. */
export function matriculaCheckDigits(first30: string): string {
  if (!/^\d{30}$/.test(first30)) throw new RangeError('A matrícula sem DV deve ter 30 dígitos.');
  const dv1 = matriculaDigit(first30);
  const dv2 = matriculaDigit(`${first30}${dv1}`);
  return `${dv1}${dv2}`;
}

/** Splits a matrícula typed with any separators; `null` when it is not 32 digits. */
export function parseMatricula(value: string): Matricula | null {
  if (!/^[\d\s.-]+$/.test(value)) return null;
  const d = onlyDigits(value);
  if (d.length !== 32) return null;
  const typeDigit = Number(d[14]);
  const bookType = isMatriculaBookType(typeDigit) ? typeDigit : null;
  const service = d.slice(8, 10);
  const checkDigits = d.slice(30);
  return {
    digits: d,
    cns: d.slice(0, 6),
    collection: d.slice(6, 8),
    service,
    year: Number(d.slice(10, 14)),
    bookType,
    bookTypeLabel: bookType === null ? null : matriculaBookTypeLabel(bookType),
    book: d.slice(15, 20),
    sheet: d.slice(20, 23),
    entry: d.slice(23, 30),
    checkDigits,
    valid: service === '55' && bookType !== null && checkDigits === matriculaCheckDigits(d.slice(0, 30)),
  };
}

export function isValidMatricula(value: string): boolean {
  return parseMatricula(value)?.valid ?? false;
}

/** `104539 01 55 2013 1 00012 021 0000123-21`, the grouping printed on certidões. */
export function formatMatricula(value: string): string {
  const m = parseMatricula(value);
  if (!m) return value;
  const { cns, collection, service, year, digits, book, sheet, entry, checkDigits } = m;
  return `${cns} ${collection} ${service} ${year} ${digits[14]} ${book} ${sheet} ${entry}-${checkDigits}`;
}
