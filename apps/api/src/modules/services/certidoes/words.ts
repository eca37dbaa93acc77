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
      // taller than the line (a stamp, a signature) starts its own
      (l) => l.page === word.page && mid > l.top && mid < l.bottom && word.h < (l.bottom - l.top) * 2,
    );
    if (line) {
      line.words.push(word);
      line.top = Math.min(line.top, word.y);
      line.bottom = Math.max(line.bottom, word.y + word.h);
    } else {
      lines.push({ page: word.page, words: [word], top: word.y, bottom: word.y + word.h });
    }
  }
  for (const line of lines) line.words.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => a.page - b.page || a.top - b.top);
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
