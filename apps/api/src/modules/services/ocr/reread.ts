import sharp from 'sharp';
import { type OcrWord, parseTsv } from '../certidoes/words';

/**
 * A second reading of the page's doubtful words by the `best_int` model (the page itself is read by
 * the faster `fast` model): `fast` loses or changes accents in names it reads with a middling
 * confidence (`THÊO` for `THÉO`, `cinguenta`, `Indigena`). The doubtful words are cut out of the
 * prepared page and stacked on one sheet, read by one Tesseract process (`--psm 6`), and a word's
 * second reading replaces the first only when it is more confident and differs by accents, case-free
 * letters at most one, never by length or case.
 */

/** Word confidence (0–100) below which a word of letters is read again. */
export const REREAD_CONFIDENCE = 93;
/** At most this many words a page, the least confident: the cost grows with the sheet (measured: 0.6 s of CPU for 10–15 words, 1.1 s for 30). */
export const REREAD_MAX_WORDS = 16;

/** At most this many numbers a page besides the words, the least confident. */
export const REREAD_MAX_NUMBERS = 6;

/** A word of three letters or more, with a punctuation mark after it at most. */
const WORD = /^(\p{L}{3,})([.,;:]?)$/u;
/**
 * A word with digits: a long number (a DNV, an RG, a CPF, a date) with its dots, commas, hyphens and
 * slashes, a house number, a highway (`BR-116,`).
 */
const NUMBER = /^(?=\D*\d)[\p{L}\d.,\-/]+[.,;:]?$/u;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The page's words worth a second reading, read with a confidence below `REREAD_CONFIDENCE`: words
 * of letters, and long numbers (Tesseract's `fast` reads a DNV or an RG at 89–93 when it is right,
 * and no check digit vouches for them: a second model that reads the same digits does).
 */
export function doubtfulWords(words: readonly OcrWord[]): OcrWord[] {
  const doubtful = (pattern: RegExp, max: number) =>
    words
      .filter((w) => w.conf > 0 && w.conf < REREAD_CONFIDENCE && pattern.test(w.text))
      .sort((a, b) => a.conf - b.conf)
      .slice(0, max);
  return [...doubtful(WORD, REREAD_MAX_WORDS), ...doubtful(NUMBER, REREAD_MAX_NUMBERS)];
}

/** Confidence given to a number the two models read with different digits: below every number's limit (90). */
export const DISPUTED_NUMBER = 85;
/**
 * Confidence of a word or number both models read alike: two readings that agree are no longer
 * doubtful. Where they differ the word keeps its doubt (a number: `DISPUTED_NUMBER`).
 */
export const AGREED = REREAD_CONFIDENCE;

/**
 * A number's confidence, given its second reading (`null`: keep the first): the same digits (dots,
 * commas, hyphens and letters aside) vouch for it (`AGREED`, or the second's confidence if surer);
 * other digits make it doubtful (`DISPUTED_NUMBER`), whichever is right. The text stays the first
 * reading's.
 */
export function numberReading(first: OcrWord, second: { text: string; conf: number }): OcrWord | null {
  const digits = digitsOf(second.text);
  if (!NUMBER.test(first.text) || !digits) return null;
  if (digits !== digitsOf(first.text))
    return first.conf > DISPUTED_NUMBER ? { ...first, conf: DISPUTED_NUMBER } : null;
  const conf = Math.max(second.conf, AGREED);
  return conf > first.conf ? { ...first, conf } : null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();

/**
 * The word to keep, given its second reading (`null`: keep the first). The second is taken when it
 * is more confident, has the same number of letters in the same case, and differs from the first by
 * accents and at most one letter, not the first (`cinguenta` → `cinquenta`); the first reading's
 * punctuation stays. The same letters read the second time vouch for the first reading when they
 * carry an accent: it keeps its text and is no longer doubtful (`AGREED`; `fast` reads a right
 * `THÉO` or `CAUÃ` at 38). A word with no accent is not vouched for: the accent both models lose
 * (`CAVALCANTI` for `CAVALCÂNTI`) would pass unmarked.
 */
export function betterReading(first: OcrWord, second: { text: string; conf: number }): OcrWord | null {
  const a = WORD.exec(first.text);
  const b = WORD.exec(second.text.trim());
  if (!a || !b) return null;
  const [left, right] = [[...(a[1] ?? '').normalize('NFC')], [...(b[1] ?? '').normalize('NFC')]];
  // the same letters read by both models: vouched for, as a number read with the same digits is —
  // if they carry an accent: a lost accent is the misread both models share (`CAVALCANTI`)
  if (left.join('') === right.join('')) {
    if (!/\p{M}/u.test(left.join('').normalize('NFD'))) return null;
    const conf = Math.max(second.conf, AGREED);
    return conf > first.conf ? { ...first, conf } : null;
  }
  if (second.conf <= first.conf || left.length !== right.length) return null;
  let letters = 0;
  for (let i = 0; i < left.length; i++) {
    const [x, y] = [left[i] as string, right[i] as string];
    if (isUpper(x) !== isUpper(y)) return null;
    // a first letter changed is another word (`HORA` read again as `MORA`), not a misread
    if (fold(x) !== fold(y)) letters += i === 0 ? 2 : 1;
  }
  if (letters > 1) return null;
  return { ...first, text: right.join('') + (a[2] ?? ''), conf: second.conf };
}

/** Blank pixels around each word's crop and between crops on the sheet. */
const PAD = 0.35;
const GAP = 30;

/**
 * Reads the page's doubtful words again with `read` (a Tesseract run on one sheet of crops, giving
 * its TSV) and returns the page's TSV with the better readings in place. `png` is the prepared page
 * the TSV's boxes refer to. `among` narrows the candidates to the words whose reading matters (a
 * certidão's field values: `certidoes/field-words.ts`); by default every word of the page.
 */
export async function rereadDoubtfulWords(
  png: Buffer,
  tsv: string,
  read: (sheet: Buffer) => Promise<string>,
  { among }: { among?: (words: readonly OcrWord[]) => readonly OcrWord[] } = {},
): Promise<{ tsv: string; reread: number; replaced: number }> {
  const words = parseTsv(tsv, 1);
  const doubtful = doubtfulWords(among ? among(words) : words);
  if (!doubtful.length) return { tsv, reread: 0, replaced: 0 };
  // the page decoded once (one byte a pixel); each crop is copied from it
  const page = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const [pageW, pageH] = [page.info.width, page.info.height];
  const crops: { left: number; top: number; w: number; h: number; y: number }[] = [];
  const rows: { word: OcrWord; top: number; bottom: number }[] = [];
  let y = GAP;
  let width = 0;
  for (const word of doubtful) {
    const pad = Math.round(word.h * PAD);
    const left = Math.max(0, word.x - pad);
    const top = Math.max(0, word.y - pad);
    const w = Math.min(pageW - left, word.w + 2 * pad);
    const h = Math.min(pageH - top, word.h + 2 * pad);
    if (w < 2 || h < 2) continue;
    crops.push({ left, top, w, h, y });
    rows.push({ word, top: y, bottom: y + h });
    y += h + GAP;
    width = Math.max(width, w + 2 * GAP);
  }
  if (!rows.length) return { tsv, reread: 0, replaced: 0 };
  const sheet = Buffer.alloc(width * y, 255);
  for (const c of crops) {
    for (let r = 0; r < c.h; r++) {
      const from = (c.top + r) * pageW + c.left;
      page.data.copy(sheet, (c.y + r) * width + GAP, from, from + c.w);
    }
  }
  const sheetPng = await sharp(sheet, { raw: { width, height: y, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 3 })
    .withDensity(300)
    .toBuffer();
  const second = parseTsv(await read(sheetPng), 1);
  const better = new Map<OcrWord, OcrWord>();
  for (const row of rows) {
    const found = second.filter((s) => s.y + s.h / 2 > row.top && s.y + s.h / 2 < row.bottom);
    const number = NUMBER.test(row.word.text);
    // a number read in pieces (`41.897.` `786-7`) is its digits all the same; a word must be one
    if (!found.length || (found.length > 1 && !number)) continue;
    const reading = {
      text: found
        .sort((a, b) => a.x - b.x)
        .map((s) => s.text)
        .join(''),
      conf: Math.min(...found.map((s) => s.conf)),
    };
    const taken = number ? numberReading(row.word, reading) : betterReading(row.word, reading);
    if (taken) better.set(row.word, taken);
  }
  if (!better.size) return { tsv, reread: rows.length, replaced: 0 };
  return { tsv: replaceWords(tsv, words, better), reread: rows.length, replaced: better.size };
}

/** The TSV with some of its words' text and confidence replaced (words in `parseTsv` order). */
function replaceWords(tsv: string, words: readonly OcrWord[], better: Map<OcrWord, OcrWord>): string {
  let n = 0;
  return tsv
    .split('\n')
    .map((line) => {
      const cols = line.split('\t');
      if (cols.length < 12 || cols[0] !== '5' || !(cols[11] ?? '').trim()) return line;
      const word = words[n++];
      const taken = word && better.get(word);
      if (!taken) return line;
      cols[10] = taken.conf.toFixed(6);
      cols[11] = taken.text;
      return cols.join('\t');
    })
    .join('\n');
}
