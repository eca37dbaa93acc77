import type { LabelSpec } from './labels';
import { foldWord, type OcrLine, type OcrWord } from './words';

export interface LabelHit {
  key: string;
  line: number;
  /** index of the first and one past the last label word in the line */
  start: number;
  end: number;
  x0: number;
  x1: number;
}

/** Edit distance ≤ 1 for words of 5+ letters: OCR drops or swaps one letter of a long label. */
function sameWord(word: string, token: string): boolean {
  if (word === token) return true;
  if (token.length < 5 || Math.abs(word.length - token.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < word.length && j < token.length) {
    if (word[i] === token[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (word.length > token.length) i++;
    else if (word.length < token.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (word.length - i) + (token.length - j) <= 1;
}

/**
 * A label-like word that is really another label's value (`Local do falecimento: Residência`):
 * it follows a label on its line, or stands first below a label that has nothing to its right.
 */
function isValueOfLabel(
  lines: readonly OcrLine[],
  hits: readonly LabelHit[],
  li: number,
  s: number,
): boolean {
  const line = lines[li] as OcrLine;
  const word = line.words[s] as OcrWord;
  // right after a label on its line (a space or a colon away, not a column away)
  const before = hits.find((h) => h.line === li && h.end <= s && word.x - h.x1 < word.h * 3);
  if (before && line.words.slice(before.end, s).every((w) => /^[:\-–|]+$/.test(w.text))) return true;
  const above = hits.find((h) => h.line === li - 1 && Math.abs(h.x0 - word.x) < word.h * 2);
  if (!above) return false;
  const aboveLine = lines[li - 1] as OcrLine;
  // the label above has its own value to its right (up to the next label on that line, if any)
  const nextX = Math.min(...hits.filter((h) => h.line === li - 1 && h.x0 > above.x0).map((h) => h.x0));
  const rightOf = aboveLine.words.slice(above.end).filter((w) => w.x < nextX);
  return s === 0 && rightOf.every((w) => /^[:\-–|]+$/.test(w.text));
}

/**
 * Finds each field's label once (its first occurrence), longest phrases first so `DATA DE
 * NASCIMENTO POR EXTENSO` is never taken for `DATA DE NASCIMENTO`. Label words are consumed.
 */
export function findLabels(lines: readonly OcrLine[], specs: readonly LabelSpec[]): LabelHit[] {
  const folded = lines.map((l) => l.words.map((w) => foldWord(w.text)));
  const used = lines.map((l) => l.words.map(() => false));
  const phrases = specs
    .flatMap((s) => s.phrases.map((p) => ({ key: s.key, tokens: p.split(' ') })))
    .sort((a, b) => b.tokens.length - a.tokens.length);
  const hits = new Map<string, LabelHit>();
  for (const { key, tokens } of phrases) {
    if (hits.has(key)) continue;
    search: for (let li = 0; li < lines.length; li++) {
      const words = folded[li] ?? [];
      for (let s = 0; s + tokens.length <= words.length; s++) {
        const match = tokens.every((t, k) => !used[li]?.[s + k] && sameWord(words[s + k] ?? '', t));
        if (!match || isValueOfLabel(lines, [...hits.values()], li, s)) continue;
        const lineWords = lines[li]?.words ?? [];
        const first = lineWords[s] as OcrWord;
        const last = lineWords[s + tokens.length - 1] as OcrWord;
        for (let k = 0; k < tokens.length; k++) (used[li] as boolean[])[s + k] = true;
        hits.set(key, { key, line: li, start: s, end: s + tokens.length, x0: first.x, x1: last.x + last.w });
        break search;
      }
    }
  }
  return [...hits.values()];
}

/**
 * The value of a label: the words to its right on the same line (up to the next label), else the
 * words below it within its column (from its left edge to the next label on its line), for up to
 * `maxLines` lines, stopping at a line that holds another label in that column.
 */
export function valueWords(
  lines: readonly OcrLine[],
  hits: readonly LabelHit[],
  hit: LabelHit,
  maxLines: number,
): OcrWord[] {
  const line = lines[hit.line] as OcrLine;
  const sameLine = hits.filter((h) => h.line === hit.line && h.x0 > hit.x0).sort((a, b) => a.x0 - b.x0);
  const nextX = sameLine[0]?.x0 ?? Number.POSITIVE_INFINITY;
  const right = line.words.slice(hit.end).filter((w) => w.x < nextX);
  // a colon, a dash or a speck of the scan (`.`, `'`) before or after the value is not the value:
  // alone on the line, the value is below the label
  const mark = (w: OcrWord) => /^[^\p{L}\p{N}]+$/u.test(w.text);
  const lead = right.findIndex((w) => !mark(w));
  const cleaned = lead < 0 ? [] : right.slice(lead);
  while (cleaned.length && mark(cleaned[cleaned.length - 1] as OcrWord)) cleaned.pop();
  if (cleaned.length) return cleaned;
  const height = line.bottom - line.top;
  const slack = height * 1.5;
  const out: OcrWord[] = [];
  let previousBottom = line.bottom;
  for (let li = hit.line + 1, taken = 0; li < lines.length && taken < maxLines; li++) {
    const below = lines[li] as OcrLine;
    if (below.page !== line.page || below.top - previousBottom > height * 2.5) break;
    const inColumn = (x: number) => x >= hit.x0 - slack && x < nextX - slack / 2;
    const labelHere = hits.some((h) => h.line === li && inColumn(h.x0));
    if (labelHere) break;
    const words = below.words.filter((w) => inColumn(w.x));
    if (!words.length) continue;
    out.push(...words);
    previousBottom = below.bottom;
    taken++;
  }
  return out;
}
