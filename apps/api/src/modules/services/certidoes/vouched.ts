import { CITY_UF_FIELDS, CLOSED_VALUES, readCpf, UFS } from './checks';
import { editDistance } from './locate';
import { matriculaIn } from './matricula-parts';
import type { OcrWord } from './words';

/**
 * Words whose low confidence does not make a field doubtful, because something other than the
 * confidence already checks them: a closed list's value read exactly, an identifier whose check
 * digits pass, and the dash between a município and its UF. Tesseract reads such words right at
 * 27–85 on clean and poor pages alike (development split: `Amarela` at 69, `Solteiro(a)` at 41 and 76,
 * the `-` of `Cuiabá - MT` at 34, right matrículas at 78 and 85).
 */

/**
 * A closed list's value read letter for letter (accents included, case aside) whose every other
 * value is three letters away or more: a misread cannot land on another value of the list (it
 * would change three letters into exactly the other value's), and any other misread leaves a value
 * off the list, which the list's own check marks. `Solteiro`/`Solteira`, one letter apart, are not
 * vouched for: their confidence still counts.
 */
export function closedValueReadExactly(key: string, value: string): boolean {
  const list = CLOSED_VALUES[key];
  const read = value.trim().toLowerCase();
  if (!list?.includes(read)) return false;
  return list.every((other) => other === read || editDistance(other, read, 2) > 2);
}

/**
 * A matrícula or a CPF whose two check digits pass: they catch every digit misread alone (every
 * misread matrícula of every split so far failed them), so a low confidence on a right one says
 * nothing more.
 */
function checkDigitsPass(key: string, value: string): boolean {
  if (key === 'matricula') return matriculaIn(value)?.valid === true;
  return key === 'cpf' && readCpf(value).valid;
}

/**
 * The dash between a município and its UF (`Cuiabá - MT`), alone between the name and a UF that
 * exists: the value is written back as `Município - UF` whatever the dash was read as (`+`, `~`),
 * and a lost dash is put back, so its confidence says nothing about the value.
 */
function ufDash(words: readonly OcrWord[]): OcrWord | null {
  const [dash, uf] = words.slice(-2);
  if (words.length < 3 || !dash || !uf) return null;
  return /^[-–+~—]{1,2}$/.test(dash.text) && UFS.has(uf.text) ? dash : null;
}

/** A word vouched for otherwise counts as sure as a word both readings agree on (`ocr/reread.ts`). */
const VOUCHED = 93;

/**
 * The field's word confidences (0–1) as the confidence check takes them: a word vouched for by
 * something other than its confidence counts as sure (`VOUCHED`, or its own if higher), never less
 * than it was read with.
 */
export function checkedConfidences(key: string, value: string, words: readonly OcrWord[]): number[] {
  const all = closedValueReadExactly(key, value) || checkDigitsPass(key, value);
  const dash = [...CITY_UF_FIELDS, 'residencia'].includes(key) ? ufDash(words) : null;
  return words.map((w) => (all || w === dash ? Math.max(w.conf, VOUCHED) : w.conf) / 100);
}
