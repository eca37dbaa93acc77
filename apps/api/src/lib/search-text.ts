import { ACCENTED, UNACCENTED } from '../db/schema';

/**
 * Portuguese text folding for the full-text index. PostgreSQL's `portuguese` stemmer keeps accents
 * and does not join the -ão/-ões plural ('certidão' → certidã, 'certidões' → certidõ), and the
 * `unaccent` extension is not available everywhere (PGlite, managed servers). So both the indexed
 * text and the query are folded here the same way before `to_tsvector('portuguese', …)`:
 * -ões/-ães/-ãos → -ao, then accents removed ('certidões' → certidao → stem certida).
 */
const MAX_SEARCH_CHARS = 200_000; // keeps every tsvector far below PostgreSQL's 1 MB limit

export function foldPortuguese(text: string): string {
  return text
    .toLowerCase()
    .replace(/(õe|ãe|ão)s(?=[^\p{L}]|$)/gu, 'ao')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** The stored `search_text`: parts joined, folded, capped. */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return foldPortuguese(parts.filter(Boolean).join('\n').slice(0, MAX_SEARCH_CHARS));
}

/** Query words, folded; letters and digits only, so they are safe inside `to_tsquery`. */
export function queryTerms(query: string): string[] {
  const words = foldPortuguese(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2))].slice(0, 24);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Readable text of rich-text HTML: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/**
 * A short excerpt around the first word that shares its stem with a query term (the database
 * already decided that the text matches; this only picks where to cut). Falls back to the start.
 */
/**
 * Markdown tables (how CSV/XLSX text is stored) keep their rows: the header and the rows that match,
 * one per line, so the answer can show a table instead of a run of pipes.
 */
function tableSnippet(text: string, stems: string[], maxRows = 5): string | null {
  const lines = text.split('\n').map((line) => line.trim());
  const header = lines.findIndex(
    (line, i) => line.startsWith('|') && /^\|[\s-|]+\|$/.test(lines[i + 1] ?? ''),
  );
  if (header < 0) return null;
  const rows = lines.slice(header + 2).filter((line) => line.startsWith('|'));
  const matches = (line: string) =>
    [...line.matchAll(/[\p{L}\p{N}]+/gu)].some((m) =>
      stems.some((stem) => foldPortuguese(m[0]).startsWith(stem)),
    );
  const chosen = rows.filter(matches).slice(0, maxRows);
  return [lines[header], lines[header + 1], ...(chosen.length ? chosen : rows.slice(0, maxRows))].join('\n');
}

export function snippetFor(text: string, terms: string[], radius = 160): string {
  const table = tableSnippet(
    text,
    terms.map((t) => t.slice(0, Math.max(4, t.length - 2))),
  );
  if (table) return table;
  const clean = text.replace(/\s+/g, ' ').trim();
  let at = -1;
  const stems = terms.map((t) => t.slice(0, Math.max(4, t.length - 2)));
  for (const match of clean.slice(0, MAX_SEARCH_CHARS).matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = foldPortuguese(match[0]);
    if (stems.some((stem) => word.startsWith(stem))) {
      at = match.index;
      break;
    }
  }
  const from = at < 0 ? 0 : Math.max(0, at - radius);
  const to = at < 0 ? radius * 2 : at + radius;
  // cut between words, never inside one
  const start = from > 0 ? clean.indexOf(' ', from) + 1 || from : 0;
  const end = to < clean.length ? Math.max(clean.lastIndexOf(' ', to), start + 1) : clean.length;
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}

// question words that say nothing about the subject ("Quais documentos preciso para…")
const QUESTION_WORDS = new Set(
  'qual quais como para onde quando porque sobre essa esse isso este esta pelo pela voce fazer posso preciso tenho existe'.split(
    ' ',
  ),
);

/**
 * Share (0 to 1) of the query's subject words (4+ letters, question words aside) found in `text`, by stem:
 * how much of the question a source actually speaks about (1 when the query has no subject word).
 */
export function termCoverage(text: string, terms: string[]): number {
  const subject = terms.filter((t) => t.length >= 4 && !QUESTION_WORDS.has(t));
  if (!subject.length) return 1;
  const words = new Set(foldPortuguese(text.slice(0, MAX_SEARCH_CHARS)).match(/[\p{L}\p{N}]+/gu) ?? []);
  const stems = subject.map((t) => t.slice(0, Math.max(4, t.length - 2)));
  const found = stems.filter((stem) => [...words].some((w) => w.startsWith(stem)));
  return found.length / stems.length;
}

const clientFold = new Map([...ACCENTED].map((ch, i) => [ch, UNACCENTED[i] ?? ch]));
/** A query folded the way the clients' and users' `search_text` columns are: lowercase, without accents. */
export const searchKey = (q: string) => [...q.toLowerCase()].map((ch) => clientFold.get(ch) ?? ch).join('');
