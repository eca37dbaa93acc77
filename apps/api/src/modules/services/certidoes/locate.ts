import { BOUNDARY_PHRASES, type LabelSpec } from './labels';
import type { OcrLine, OcrWord } from './words';

export interface LabelHit {
  /** the field; null for a label that only bounds values (issuing office, seal, issue date…) */
  key: string | null;
  line: number;
  /** index of the first and one past the last label word in the line */
  start: number;
  end: number;
  x0: number;
  x1: number;
  /** height of the label's words: the unit of the distances below */
  h: number;
  /** the label's first line, when it is printed on two (`DATA DO` over `FALECIMENTO:`) */
  top?: number;
}

/**
 * How labels are compared: upper case without accents, OCR look-alikes merged (`l`, `1`, `|` → `I`,
 * `0` → `O`, `5` → `S`), punctuation and `º` dropped.
 */
function labelToken(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[L1|!]/g, 'I')
    .replace(/0/g, 'O')
    .replace(/5/g, 'S')
    .replace(/[^A-Z]/g, '');
}

/** Label words as tokens: slashes and hyphens separate alternatives (`DIA/MÊS/ANO`, `E-MAIL`). */
export const tokensOf = (text: string) =>
  text
    .split(/[\s/\-–]+/)
    .map(labelToken)
    .filter(Boolean);

/** Articles registries swap freely (`DATA DE FALECIMENTO`, `DATA DO FALECIMENTO`). */
const PARTICLES = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS']);

/** Edits between two tokens, up to `max` (more returns max + 1). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

const baseLetter = (c: string) =>
  c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
/** A vowel read twice, the copies differing by an accent (`MÊÉS`, `THÉÊO`): Tesseract's doubled letter. */
function vowelReadTwice(raw: string): boolean {
  const cs = [...raw];
  return cs.some(
    (c, i) =>
      i > 0 &&
      c !== cs[i - 1] &&
      /[AEIOU]/.test(baseLetter(c)) &&
      baseLetter(c) === baseLetter(cs[i - 1] ?? ''),
  );
}

/** Edits needed for an OCR token to be a label token; −1 when it is not (short words must be exact). */
function tokenEdits(word: string, token: string, raw = '', inLongPhrase = false): number {
  if (word === token) return 0;
  if (PARTICLES.has(word) && PARTICLES.has(token)) return 0;
  // `DIA/MÊÉS/ANO` (a narrow font): the label word with one vowel read twice, even a short one
  if (word.length === token.length + 1 && word.replace(/([AEIOU])\1/, '$1') === token && vowelReadTwice(raw))
    return 1;
  // a four-letter label read with a letter too many in mixed case (`AvOSs`): garbled, not a word;
  // or a four-letter word of a long label whose other words are there (`NONE E MATRÍCULA DO(S) GÊMEO(S)`)
  const four = token.length === 4 && (/\p{Ll}\p{Lu}/u.test(raw) || inLongPhrase);
  const max = token.length >= 9 ? 2 : token.length >= 5 || four ? 1 : 0;
  if (!max) return -1;
  const d = editDistance(word, token, max);
  return d <= max ? d : -1;
}

interface Phrase {
  key: string | null;
  tokens: string[];
}

/** Every phrase of the kind's fields and the boundary labels, as tokens. */
function phrasesOf(specs: readonly LabelSpec[]): Phrase[] {
  return [
    ...specs.flatMap((s) => s.phrases.map((p) => ({ key: s.key as string | null, tokens: tokensOf(p) }))),
    ...BOUNDARY_PHRASES.map((p) => ({ key: null, tokens: tokensOf(p) })),
  ];
}

interface Token {
  t: string;
  /** the word as read */
  raw: string;
  /** index of its word in the line */
  word: number;
  /** the first and the last token of its word */
  first: boolean;
  last: boolean;
}

function lineTokens(words: readonly OcrWord[]): Token[] {
  const out: Token[] = [];
  words.forEach((w, word) => {
    const parts = tokensOf(w.text);
    parts.forEach((t, k) => {
      out.push({ t, raw: w.text, word, first: k === 0, last: k === parts.length - 1 });
    });
  });
  return out;
}

interface Candidate {
  phrase: Phrase;
  /** tokens consumed */
  n: number;
  edits: number;
}

/**
 * The longest phrase starting at token `p` that ends on a word boundary, its words close together
 * (a label never spans two columns).
 */
function longestAt(
  tokens: readonly Token[],
  words: readonly OcrWord[],
  p: number,
  phrases: readonly Phrase[],
) {
  let best: Candidate | null = null;
  const gapBefore = (q: number) => {
    const prev = words[(tokens[q - 1] as Token).word] as OcrWord;
    const cur = words[(tokens[q] as Token).word] as OcrWord;
    return { gap: cur.x - (prev.x + prev.w), h: Math.max(prev.h, cur.h), short: Math.min(prev.h, cur.h) };
  };
  for (const phrase of phrases) {
    const n = phrase.tokens.length;
    let edits = 0;
    let ok = true;
    let q = p;
    for (let k = 0; k < n && ok; k++) {
      const tok = tokens[q] as Token | undefined;
      if (!tok) {
        ok = false;
        break;
      }
      if (k > 0 && tok.first && gapBefore(q).gap > gapBefore(q).h * 2.5) {
        ok = false;
        break;
      }
      const label = phrase.tokens[k] as string;
      const next = tokens[q + 1];
      const alone = tokenEdits(tok.t, label, tok.raw, n >= 4);
      // one label word OCR cut in two, a monospaced font's gap inside it (`NATURAL IDADE`)
      const cut =
        alone < 0 && next && tok.last && next.first && splitWord(tok, next, gapBefore(q + 1))
          ? tokenEdits(tok.t + next.t, label, tok.raw + next.raw, n >= 4)
          : -1;
      // two label words OCR glued together, their space lost (`NASCIMENTOPOR EXTENSO`)
      // (every letter of both there, one misread at most: not a shorter word inside the pair)
      const pair = label + (phrase.tokens[k + 1] ?? '');
      const pairEdits =
        alone < 0 && cut < 0 && k + 1 < n && !/\d/.test(tok.raw) && Math.abs(tok.t.length - pair.length) <= 1
          ? tokenEdits(tok.t, pair, tok.raw, n >= 4)
          : -1;
      const glued = pairEdits <= 1 ? pairEdits : -1;
      if (alone >= 0) {
        edits += alone;
        q++;
      } else if (cut >= 0) {
        edits += cut;
        q += 2;
      } else if (glued >= 0) {
        edits += glued;
        k++;
        q++;
      } else ok = false;
    }
    if (!ok || !(tokens[q - 1] as Token).last) continue;
    const used = q - p;
    if (!best || used > best.n || (used === best.n && edits < best.edits)) best = { phrase, n: used, edits };
  }
  return best;
}

/**
 * Two pieces of letters closer than a letter's height: maybe one word cut in two. A piece with a
 * digit is a value (`HORA: 19:40` is not `HORÁRIO`: `19:40` folds to `IO`).
 */
const splitWord = (a: Token, b: Token, { gap, short }: { gap: number; short: number }) =>
  a.t.length >= 2 && b.t.length >= 2 && !/\d/.test(a.raw + b.raw) && gap < short;

/**
 * A label printed on two lines of its cell (`DATA DO` over `FALECIMENTO:`, `MUNICÍPIO DE NASCIMENTO`
 * over `E UNIDADE DA FEDERAÇÃO:`): the words from `start` to the end of the cell's line, then the line
 * right below from the word at the same left edge, make a longer label than the first line alone.
 */
function wrappedAt(
  lines: readonly OcrLine[],
  li: number,
  start: number,
  phrases: readonly Phrase[],
  alone: number,
): { n: number; upperEnd: number; hit: LabelHit } | null {
  const line = lines[li] as OcrLine;
  const below = lines[li + 1];
  const first = line.words[start] as OcrWord;
  const h = first.h;
  if (!below || below.page !== line.page || below.top - line.bottom > h * 1.3) return null;
  // the first line's words up to the cell's end (a gap wider than a few letters)
  let end = start + 1;
  while (end < line.words.length) {
    const prev = line.words[end - 1] as OcrWord;
    const cur = line.words[end] as OcrWord;
    if (cur.x - (prev.x + prev.w) > h * 2.5) break;
    end++;
  }
  const j = below.words.findIndex((w) => Math.abs(w.x - first.x) < h);
  if (j < 0) return null;
  const upper = line.words.slice(start, end);
  // the line below laid after the first line's words, a space's width away (not a word cut in two)
  const tail = upper[upper.length - 1] as OcrWord;
  const from = (below.words[j] as OcrWord).x;
  const shift = tail.x + tail.w + h - from;
  const words = [...upper, ...below.words.slice(j).map((w) => ({ ...w, x: w.x + shift }))];
  const tokens = lineTokens(words);
  const upperTokens = lineTokens(upper).length;
  const best = longestAt(tokens, words, 0, phrases);
  // the label must use every word of the first line and go on below, longer than the first line's own
  if (!best || best.n <= upperTokens || best.n <= alone) return null;
  const lastWord = (tokens[best.n - 1] as Token).word - upper.length;
  const lastBelow = below.words[j + lastWord] as OcrWord;
  return {
    n: best.n,
    upperEnd: end,
    hit: {
      key: best.phrase.key,
      line: li + 1,
      top: li,
      start: j,
      end: j + lastWord + 1,
      x0: first.x,
      x1: lastBelow.x + lastBelow.w,
      h,
    },
  };
}

const isMark = (w: OcrWord) => !/[\p{L}\p{N}]/u.test(w.text);

/**
 * One past a label's last word, with the end of it that the cell's border cut off (`FALECIMENT`,
 * the `O` beyond the border read as `(o)` or `(6)`): a one-character word glued to a label word that
 * is its phrase's last word short of its last letters belongs to the label, not to the value.
 */
function clippedEnd(words: readonly OcrWord[], end: number, phrase: Phrase): number {
  const last = words[end - 1];
  const next = words[end];
  const read = tokensOf(last?.text ?? '').at(-1) ?? '';
  const label = phrase.tokens.at(-1) ?? '';
  if (!last || !next || read.length >= label.length || !label.startsWith(read)) return end;
  const glued = next.x - (last.x + last.w) < Math.min(last.h, next.h) * 0.5;
  return glued && next.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1 ? end + 1 : end;
}
const hasLower = (text: string) => /\p{Ll}/u.test(text);

/**
 * Finds the printed labels of a page: on each line, left to right, the longest label phrase that
 * fits (whole words, tolerant to one or two OCR edits in long words and to swapped articles). A field
 * keeps its first label; a one-word label that reads like a value (right after another label, in
 * the cell below a label with nothing to its right, or in lower case on a page whose labels are
 * capitals) is left as text.
 */
export function findLabels(lines: readonly OcrLine[], specs: readonly LabelSpec[]): LabelHit[] {
  const phrases = phrasesOf(specs);
  const raw: (LabelHit & { n: number; text: string })[] = [];
  /** words of a line already taken as the second line of a wrapped label, by line */
  const wrapped = new Map<number, Set<number>>();
  lines.forEach((line, li) => {
    const tokens = lineTokens(line.words);
    const taken = wrapped.get(li);
    for (let p = 0; p < tokens.length; ) {
      const tok = tokens[p] as Token;
      if (taken?.has(tok.word)) {
        p++;
        continue;
      }
      const best = tok.first ? longestAt(tokens, line.words, p, phrases) : null;
      const wrap = tok.first ? wrappedAt(lines, li, tok.word, phrases, best?.n ?? 0) : null;
      if (wrap) {
        // the label's first line only bounds the value beside it; the field's label is its last line
        const upper = line.words.slice(tok.word, wrap.upperEnd);
        const first = upper[0] as OcrWord;
        const last = upper[upper.length - 1] as OcrWord;
        const text = upper.map((w) => w.text).join(' ');
        raw.push({
          key: null,
          line: li,
          start: tok.word,
          end: wrap.upperEnd,
          x0: first.x,
          x1: last.x + last.w,
          h: first.h,
          n: 2,
          text,
        });
        raw.push({ ...wrap.hit, n: wrap.n, text });
        const below = wrapped.get(li + 1) ?? new Set<number>();
        for (let k = wrap.hit.start; k < wrap.hit.end; k++) below.add(k);
        wrapped.set(li + 1, below);
        while (p < tokens.length && (tokens[p] as Token).word < wrap.upperEnd) p++;
        continue;
      }
      if (!best) {
        p++;
        continue;
      }
      const start = tok.word;
      const end = clippedEnd(line.words, (tokens[p + best.n - 1] as Token).word + 1, best.phrase);
      const first = line.words[start] as OcrWord;
      const last = line.words[end - 1] as OcrWord;
      raw.push({
        key: best.phrase.key,
        line: li,
        start,
        end,
        x0: first.x,
        x1: last.x + last.w,
        h: first.h,
        n: best.n,
        text: line.words
          .slice(start, end)
          .map((w) => w.text)
          .join(' '),
      });
      p += best.n;
    }
  });
  const long = raw.filter((r) => r.n >= 2);
  const capitalLabels = long.length >= 3 && long.filter((r) => !hasLower(r.text)).length >= long.length * 0.7;
  const hits: LabelHit[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    const { n, text, ...hit } = r;
    // `Residência` under LOCAL DO FALECIMENTO is a value; `Naturalidade:` (with its colon) a label
    // (a capital label read in small letters comes with a low confidence: `cor` at 25 %)
    const conf = (lines[hit.line] as OcrLine).words[hit.start]?.conf ?? 0;
    const lowerValue =
      capitalLabels && hasLower(text) && !/:$/.test(text) && (/^\p{Lu}\p{Ll}/u.test(text) || conf >= 60);
    if (n === 1 && ((lowerValue && !startsCell(lines, hit)) || isValueOfLabel(lines, hits, hit))) continue;
    if (n === 1 && insideValue(lines, hits, hit, text)) continue;
    if (hit.key !== null && seen.has(hit.key)) {
      // the same field's label again (a twin's box, a footer): only a long one still bounds values
      if (n >= 2) hits.push({ ...hit, key: null });
      continue;
    }
    if (hit.key !== null) seen.add(hit.key);
    hits.push(hit);
  }
  return hits;
}

/**
 * A label-like word in small letters a space after a value's word (`…, 12, Cidade velha` is not the
 * label IDADE): a label ends its value with a colon or a column's gap, not a space.
 */
function insideValue(
  lines: readonly OcrLine[],
  hits: readonly LabelHit[],
  hit: LabelHit,
  text: string,
): boolean {
  const line = lines[hit.line] as OcrLine;
  const prev = line.words[hit.start - 1];
  const word = line.words[hit.start] as OcrWord;
  if (!prev || !hasLower(text) || /:$/.test(text)) return false;
  if (hits.some((h) => h.line === hit.line && h.end === hit.start)) return false;
  return word.x - (prev.x + prev.w) < hit.h * 1.5;
}

/**
 * A one-word label standing alone at the start of its line, the cell below it holding its value
 * (`avós` read in small letters, `AvÓs` on a clean page): a label by its place, whatever its case.
 */
function startsCell(lines: readonly OcrLine[], hit: LabelHit): boolean {
  const line = lines[hit.line] as OcrLine;
  const next = line.words[hit.end];
  const below = lines[hit.line + 1];
  return (
    hit.start === 0 &&
    (!next || next.x - hit.x1 > hit.h * 4) &&
    !!below &&
    below.words.some((w) => Math.abs(w.x - hit.x0) < hit.h * 1.5)
  );
}

/**
 * A label-like word that is another label's value (`LOCAL DO FALECIMENTO: Residência`): it follows a
 * label on its line (a colon or a space away, not a column away), or stands at the left of the cell
 * below a label that has nothing to its right.
 */
function isValueOfLabel(lines: readonly OcrLine[], hits: readonly LabelHit[], hit: LabelHit): boolean {
  const line = lines[hit.line] as OcrLine;
  const word = line.words[hit.start] as OcrWord;
  const before = hits.find((h) => h.line === hit.line && h.end <= hit.start && word.x - h.x1 < word.h * 3);
  // `HORÁRIO:` with its colon a few spaces after `DATA DE NASCIMENTO:` is the next cell's label
  const colonAfterColon =
    /:$/.test(line.words[hit.end - 1]?.text ?? '') &&
    /:$/.test(line.words[(before?.end ?? 0) - 1]?.text ?? '');
  if (before && !colonAfterColon && line.words.slice(before.end, hit.start).every(isMark)) return true;
  const above = hits.find(
    (h) => h.key !== null && h.line === hit.line - 1 && Math.abs(h.x0 - word.x) < Math.max(h.h, word.h) * 2,
  );
  if (!above) return false;
  const aboveLine = lines[above.line] as OcrLine;
  const nextX = Math.min(...hits.filter((h) => h.line === above.line && h.x0 > above.x0).map((h) => h.x0));
  return aboveLine.words.slice(above.end).every((w) => w.x >= nextX || isMark(w));
}

/** A printed rule read as text (`______`, `—————`): the end of a cell. */
const isRule = (w: OcrWord) => /^[-_—–=~.]{4,}$/.test(w.text);

/**
 * The words of a value without the scan's specks and the cell borders read as letters: a word with
 * no letter or digit at either end of the value, a `|` or bracket glued to a word, a lone mark of
 * low confidence.
 */
function cleanValueWords(words: readonly OcrWord[]): OcrWord[] {
  const out = words
    .filter((w) => !isRule(w))
    .map((w) => ({ ...w, text: w.text.replace(/^[|[\]{}_]+|[|[\]{}_]+$/g, '') }))
    .filter((w) => w.text && !(w.text.length === 1 && w.conf < 30 && !/\p{N}/u.test(w.text)));
  while (out.length && isMark(out[0] as OcrWord)) out.shift();
  while (out.length && isMark(out[out.length - 1] as OcrWord)) out.pop();
  return out;
}

/**
 * The value of a label, by position: the words to its right on its line up to the next label, and
 * the lines below that continue it; else the words below it in its column (from its left edge to
 * the next label on its line). A value ends at the next label in its column, at a printed rule, at
 * a gap wider than a line, or after `maxLines` lines.
 */
export function valueWords(
  lines: readonly OcrLine[],
  hits: readonly LabelHit[],
  hit: LabelHit,
  maxLines: number,
): OcrWord[] {
  const line = lines[hit.line] as OcrLine;
  const h = hit.h || line.bottom - line.top;
  // the next label on its line, or on the label's first line when it is printed on two
  const nextX = Math.min(
    Number.POSITIVE_INFINITY,
    ...hits.filter((o) => (o.line === hit.line || o.line === hit.top) && o.x0 > hit.x0).map((o) => o.x0),
  );
  const slack = h * 1.5;
  const left = hit.x0 - slack;
  // half a letter short of the next label: the two lines of a wrapped label do not start at the same pixel
  const edge = nextX - h * 0.5;
  const beforeNext = (w: OcrWord) => w.x < edge;
  const inColumn = (w: OcrWord) => w.x >= left && beforeNext(w);
  const labelIn = (li: number) => hits.some((o) => o.line === li && o.x0 < edge && o.x1 > left);
  const right = cleanValueWords(line.words.slice(hit.end).filter(beforeNext));
  const out: OcrWord[] = [...right];
  let taken = right.length ? 1 : 0;
  let bottom = line.bottom;
  // `LABEL: value` in a cell beside another cell: a value longer than its cell wraps onto the next
  // line, back at the label's left edge, whatever lines the model gives the field
  const wraps = right.length > 0 && Number.isFinite(nextX);
  for (let li = hit.line + 1; li < lines.length && (taken < maxLines || wraps); li++) {
    const below = lines[li] as OcrLine;
    const gap = below.top - bottom;
    if (below.page !== line.page || gap > h * (taken ? 1.3 : 2.6) || labelIn(li)) break;
    const inCell = below.words.filter(inColumn);
    if (inCell.some(isRule)) break;
    const words = cleanValueWords(inCell);
    if (!words.length) {
      if (taken) break;
      continue;
    }
    if (taken >= maxLines && Math.abs((words[0] as OcrWord).x - hit.x0) > h) break;
    out.push(...words);
    bottom = below.bottom;
    taken++;
  }
  return out;
}

/**
 * Label text inside a value (`E UNIDADE DA FEDERAÇÃO`, `QUE ATESTOU O ÓBITO`): a label phrase of two
 * or more words, or a value made only of label words.
 */
export function labelTextIn(value: string, specs: readonly LabelSpec[]): boolean {
  // only words with letters: a number's digits fold to look-alike letters (`02/02/2022` to `O O O`)
  const tokens = tokensOf(
    value
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w))
      .join(' '),
  );
  if (!tokens.length) return false;
  const phrases = phrasesOf(specs).filter((p) => p.tokens.length >= 2);
  for (let p = 0; p < tokens.length; p++) {
    for (const phrase of phrases) {
      const n = phrase.tokens.length;
      if (p + n > tokens.length) continue;
      if (phrase.tokens.every((t, k) => tokenEdits(tokens[p + k] as string, t) >= 0)) return true;
    }
  }
  if (tokens.length < 2) return false;
  const vocabulary = new Set(phrasesOf(specs).flatMap((p) => p.tokens));
  return tokens.every((t) => vocabulary.has(t) || PARTICLES.has(t) || t === 'E' || t === 'O' || t === 'A');
}
