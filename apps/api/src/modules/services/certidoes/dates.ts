import { foldWord } from './words';

/** A calendar date that exists (31/02 and 29/02 of common years do not). */
function isRealDate(day: number, month: number, year: number): boolean {
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface ParsedDate {
  day: number;
  month: number;
  year: number;
  valid: boolean;
}

/** `15/03/2013` (also with `.` or `-`). */
export function parseNumericDate(text: string): ParsedDate | null {
  const m = /(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4})/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return { day, month, year, valid: isRealDate(day, month, year) };
}

const UNITS: Record<string, number> = {
  UM: 1,
  UMA: 1,
  PRIMEIRO: 1,
  DOIS: 2,
  DUAS: 2,
  TRES: 3,
  QUATRO: 4,
  CINCO: 5,
  SEIS: 6,
  SETE: 7,
  OITO: 8,
  NOVE: 9,
  DEZ: 10,
  ONZE: 11,
  DOZE: 12,
  TREZE: 13,
  QUATORZE: 14,
  CATORZE: 14,
  QUINZE: 15,
  DEZESSEIS: 16,
  DEZESSETE: 17,
  DEZOITO: 18,
  DEZENOVE: 19,
  VINTE: 20,
  TRINTA: 30,
  QUARENTA: 40,
  CINQUENTA: 50,
  SESSENTA: 60,
  SETENTA: 70,
  OITENTA: 80,
  NOVENTA: 90,
  CEM: 100,
  CENTO: 100,
  DUZENTOS: 200,
  TREZENTOS: 300,
  QUATROCENTOS: 400,
  QUINHENTOS: 500,
  SEISCENTOS: 600,
  SETECENTOS: 700,
  OITOCENTOS: 800,
  NOVECENTOS: 900,
};
const MONTHS = [
  'JANEIRO',
  'FEVEREIRO',
  'MARCO',
  'ABRIL',
  'MAIO',
  'JUNHO',
  'JULHO',
  'AGOSTO',
  'SETEMBRO',
  'OUTUBRO',
  'NOVEMBRO',
  'DEZEMBRO',
];

/** Portuguese number words (`dois mil e treze`, `vinte e um`); `null` when a word is not a number. */
function wordsToNumber(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'E' || word === '') continue;
    if (word === 'MIL') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (UNITS[word] !== undefined) {
      current += UNITS[word];
    } else if (/^\d+$/.test(word)) {
      current += Number(word);
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/** `quinze de março de dois mil e treze` → 15/03/2013; digits inside (`1º de maio de 2020`) are read too. */
export function parseDateInWords(text: string): ParsedDate | null {
  const words = text.split(/\s+/).map((w) => foldWord(w.replace(/º|°/g, '')));
  const monthAt = words.findIndex((w) => MONTHS.includes(w));
  if (monthAt < 1) return null;
  const month = MONTHS.indexOf(words[monthAt] ?? '') + 1;
  const before = words.slice(0, monthAt);
  if (before.at(-1) === 'DE') before.pop();
  // the day is the number words right before the month ("aos vinte e um dias do mês de…" included)
  const dayWords: string[] = [];
  for (let i = before.length - 1; i >= 0; i--) {
    const w = before[i] ?? '';
    if (w === 'DIAS' || w === 'DIA' || w === 'DO' || w === 'MES') continue;
    if (w !== 'E' && UNITS[w] === undefined && !/^\d+$/.test(w)) break;
    dayWords.unshift(w);
  }
  const after = words.slice(monthAt + 1);
  if (after[0] === 'DE') after.shift();
  const yearWords: string[] = [];
  for (const w of after) {
    if (w !== 'E' && w !== 'MIL' && UNITS[w] === undefined && !/^\d+$/.test(w)) break;
    yearWords.push(w);
  }
  const day = wordsToNumber(dayWords);
  const year = wordsToNumber(yearWords);
  if (day === null || year === null) return null;
  return { day, month, year, valid: isRealDate(day, month, year) };
}

/** Words a date (and time) in words is made of, besides the numbers and the months. */
const DATE_WORDS = new Set(
  'E DE DO DOS DA AOS NO DIA DIAS MES ANO AS HORA HORAS MINUTO MINUTOS ZERO MIL MEIA NOITE'.split(' '),
);

/** The only date words written with an accent or a cedilla (`cinqüenta` in the spelling before 2009). */
const ACCENTED_DATE_WORDS = new Set(['três', 'mês', 'às', 'março', 'cinqüenta']);
/** The accented date words by their letters without accents (`cinquenta` is written both ways: not here). */
const ACCENTED_BY_FOLD = new Map(
  [...ACCENTED_DATE_WORDS].filter((w) => w !== 'cinqüenta').map((w) => [foldWord(w), w]),
);

/**
 * A date word's spelling, by its letters without accents (`VINTE` → `vinte`, `TRES` → `três`):
 * undefined for a word that is not a date word and for `cinquenta`, written both ways.
 */
export function dateWordSpelling(folded: string): string | undefined {
  if (folded === 'CINQUENTA') return undefined;
  const accented = ACCENTED_BY_FOLD.get(folded);
  if (accented) return accented;
  const known = DATE_WORDS.has(folded) || UNITS[folded] !== undefined || MONTHS.includes(folded);
  return known ? folded.toLowerCase() : undefined;
}

/**
 * Words of a date in words that are not date words (`cinguenta`, `cito`, a numeric date glued to it):
 * a misread the parser would skip over, so the value is not the printed one.
 */
export function strangeWordsInDate(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/[,;.:]+$/, ''))
    .filter((w) => {
      const f = foldWord(w.replace(/º|°/g, ''));
      if (!f) return false;
      // an accent where no date word has one (`seís`): a misread letter, not the printed word
      if (/[\u0300-\u036f]/.test(w.normalize('NFD')) && !ACCENTED_DATE_WORDS.has(w.toLowerCase()))
        return true;
      return !(DATE_WORDS.has(f) || UNITS[f] !== undefined || MONTHS.includes(f) || /^\d{1,4}$/.test(f));
    });
}

/**
 * Date words read without the accent or cedilla they are always written with (`as treze horas`,
 * `tres`, `marco`): the parser reads them all the same, so the value would pass unlike the printed one.
 */
export function unaccentedDateWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/[,;.:]+$/, ''))
    .filter(
      (w) => ACCENTED_BY_FOLD.has(foldWord(w)) && w.toLowerCase() !== ACCENTED_BY_FOLD.get(foldWord(w)),
    );
}

/** `14:30`, `14h30`, `14 horas e 30 minutos`. */
export function isValidTime(text: string): boolean {
  const m = /(\d{1,2})\s*(?::|h|horas?)\s*(?:e\s*)?(\d{2})?/i.exec(text);
  return !!m && Number(m[1]) < 24 && Number(m[2] ?? 0) < 60;
}
