/** One recognised word with its box in page pixels (Tesseract TSV level 5). */
export interface OcrWord {
  text: string;
  /** 0–100, as Tesseract reports it */
  conf: number;
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Parses `tesseract … tsv` output (both the binary's and tesseract.js's) into words of one page. */
export function parseTsv(tsv: string, page: number): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of tsv.split('\n')) {
    const cols = line.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = (cols[11] ?? '').trim();
    if (!text) continue;
    words.push({
      text,
      conf: Math.max(0, Number(cols[10])),
      page,
      x: Number(cols[6]),
      y: Number(cols[7]),
      w: Number(cols[8]),
      h: Number(cols[9]),
    });
  }
  return words;
}

export interface OcrLine {
  page: number;
  words: OcrWord[];
  top: number;
  bottom: number;
}

/**
 * Groups words into visual lines by vertical overlap, across the whole page width, so a label and
 * the value printed to its right share a line even when Tesseract split them into blocks.
 */
export function groupLines(words: readonly OcrWord[]): OcrLine[] {
  const sorted = [...words].sort((a, b) => a.page - b.page || a.y + a.h / 2 - (b.y + b.h / 2));
  const lines: OcrLine[] = [];
  for (const word of sorted) {
    const mid = word.y + word.h / 2;
    const line = lines.find(
      // small marks (a hyphen, a lone `e`) join the line their middle falls in; only a word much
      // taller than the line (a stamp, a signature) starts its own. A label whose box takes in its
      // cell's border, or an accent and a slash (`DIA/MÊS/ANO`), is measured at 2.0–2.1 times its line
      (l) => l.page === word.page && mid > l.top && mid < l.bottom && word.h < (l.bottom - l.top) * 2.5,
    );
    if (line) {
      line.words.push(word);
      line.top = Math.min(line.top, word.y);
      line.bottom = Math.max(line.bottom, word.y + word.h);
    } else {
      lines.push({ page: word.page, words: [word], top: word.y, bottom: word.y + word.h });
    }
  }
  for (const line of lines) {
    line.words.sort((a, b) => a.x - b.x);
    line.words = joinSplitWords(line.words);
  }
  return lines.sort((a, b) => a.page - b.page || a.top - b.top);
}

/**
 * Words a monospaced (typewriter) font makes Tesseract cut in two (`ALBU QUERQUE`, `novecen tos`):
 * two pieces of letters much closer than the line's spaces are one word. Needs a few gaps to know
 * the line's spacing; proportional fonts' gaps inside a word are not cut.
 */
const SHORT_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'às', 'as', 'os', 'ao', 'em', 'no', 'na', 'um']);

function joinSplitWords(words: OcrWord[]): OcrWord[] {
  if (words.length < 4) return words;
  const gaps = words.slice(1).map((w, i) => w.x - ((words[i] as OcrWord).x + (words[i] as OcrWord).w));
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  const out: OcrWord[] = [words[0] as OcrWord];
  for (let i = 1; i < words.length; i++) {
    const prev = out[out.length - 1] as OcrWord;
    const word = words[i] as OcrWord;
    const gap = gaps[i - 1] ?? 0;
    const h = Math.max(prev.h, word.h);
    // pieces of letters only, none of them a word on its own (`e`, `de`, `às`…)
    const piece = (t: string) => /^\p{L}{2,}$/u.test(t) && !SHORT_WORDS.has(t.toLowerCase());
    const letters = piece(prev.text) && piece(word.text) && prev.text.length + word.text.length >= 5;
    // no Portuguese word starts with `NH` (`PEÇA NHA`): such a piece is the end of the word before
    const close = gap < median * (/^nh/i.test(word.text) ? 0.6 : 0.4);
    if (letters && close && gap < h * 0.35) {
      const right = Math.max(prev.x + prev.w, word.x + word.w);
      const top = Math.min(prev.y, word.y);
      const bottom = Math.max(prev.y + prev.h, word.y + word.h);
      out[out.length - 1] = {
        ...prev,
        text: prev.text + word.text,
        conf: Math.min(prev.conf, word.conf),
        y: top,
        w: right - prev.x,
        h: bottom - top,
      };
    } else out.push(word);
  }
  return out;
}

/** Upper case without accents or punctuation: how labels are compared. */
export function foldWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9/]/g, '');
}

export function lineText(words: readonly OcrWord[]): string {
  return words.map((w) => w.text).join(' ');
}

/** A word without case or accents (cedilla included): what two spellings of one name share. */
export const spellingKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * The page's spellings of each name word (letters only, 3 or more), weighed by confidence: the same
 * surname printed in several places (registrado, filiação, avós, declarante) is read with an accent
 * or cedilla too many or too few in one of them (measured: `FALÇÃO` for `FALCÃO` on a clean page
 * that also read it right twice). Returns a function giving a word its consensus spelling, in the
 * word's own case; words seen once, or whose spelling wins, are unchanged.
 */
export function spellingConsensus(words: readonly OcrWord[]): (text: string) => string {
  const votes = new Map<string, Map<string, number>>();
  for (const w of words) {
    if (!/^\p{L}{3,}$/u.test(w.text)) continue;
    const key = spellingKey(w.text);
    const spellings = votes.get(key) ?? new Map<string, number>();
    const upper = w.text.toUpperCase();
    spellings.set(upper, (spellings.get(upper) ?? 0) + Math.max(1, w.conf));
    votes.set(key, spellings);
  }
  return (text) => {
    const spellings = votes.get(spellingKey(text));
    if (!spellings || spellings.size < 2) return text;
    const best = [...spellings].sort((a, b) => b[1] - a[1])[0]?.[0] ?? text;
    if (best === text.toUpperCase()) return text;
    if (text === text.toUpperCase()) return best;
    if (text === text.toLowerCase()) return best.toLowerCase();
    return best.charAt(0) + best.slice(1).toLowerCase();
  };
}

/** Capitals Tesseract takes for one another at high confidence (`Tacerda`, `Faicão`, `Oistrito`, `Albuguerque`). */
const CONFUSABLE = ['LIT', 'DO', 'GQ', 'CE'];
const confusable = (a: string, b: string) => CONFUSABLE.some((g) => g.includes(a) && g.includes(b));

/**
 * The page's word (letters only, 4 or more) that `text` is one confusable letter away from, when the
 * page prints that word at least as often: `TACERDA` beside `LACERDA` in the parents' and
 * grandparents' names. Null when there is none.
 */
export function lookalikeOnPage(words: readonly OcrWord[]): (text: string) => string | null {
  const counts = new Map<string, number>();
  for (const w of words) {
    if (!/^\p{L}{4,}$/u.test(w.text)) continue;
    const upper = w.text.toUpperCase();
    counts.set(upper, (counts.get(upper) ?? 0) + 1);
  }
  return (text) => {
    const upper = text.toUpperCase();
    if (!/^\p{L}{4,}$/u.test(upper)) return null;
    const own = counts.get(upper) ?? 0;
    for (const [other, n] of counts) {
      if (n < own || other.length !== upper.length || other === upper) continue;
      let diff = 0;
      let ok = true;
      for (let i = 0; i < upper.length && ok; i++) {
        if (other[i] === upper[i]) continue;
        diff++;
        ok = diff === 1 && confusable(other[i] as string, upper[i] as string);
      }
      if (ok && diff === 1) return other;
    }
    return null;
  };
}
