import { type Matricula, parseMatricula } from './matricula';

/** Letters OCR engines print for digits; only these are ever swapped, and only when the DV then passes. */
const CONFUSIONS: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
};
const D = '[\\dOoDlIi|SsB]';
const SEP = '[\\s.\\-]{0,2}';
const GROUPS = [6, 2, 2, 4, 1, 5, 3, 7, 2].map((n) => `${D}{${n}}`);
const LOOSE_MATRICULA = new RegExp(`(?<![\\dA-Za-z])${GROUPS.join(SEP)}(?![\\dA-Za-z])`, 'g');

export interface OcrMatriculaMatch {
  /** the text as read, separators and misread letters included */
  text: string;
  index: number;
  matricula: Matricula;
  /** true when letters were read as digits to reach a valid DV */
  corrected: boolean;
}

/**
 * Matrículas in OCR text, tolerating the usual confusions (O/0, l/1, I/1, S/5, B/8). A letter is
 * turned into its digit only when the result passes the check digits; otherwise the candidate is
 * returned invalid (with at least 24 real digits, so words never become matrículas), never "fixed".
 */
export function findMatriculasInOcr(text: string): OcrMatriculaMatch[] {
  const found: OcrMatriculaMatch[] = [];
  for (const match of text.matchAll(LOOSE_MATRICULA)) {
    const raw = match[0];
    const compact = raw.replace(/[\s.-]/g, '');
    const realDigits = compact.replace(/\D/g, '').length;
    if (realDigits < 24) continue;
    const mapped = compact.replace(/[^\d]/g, (c) => CONFUSIONS[c] ?? c);
    const matricula = parseMatricula(mapped);
    if (!matricula) continue;
    const corrected = mapped !== compact;
    if (corrected && !matricula.valid) {
      found.push({
        text: raw,
        index: match.index,
        matricula: { ...matricula, valid: false },
        corrected: false,
      });
      continue;
    }
    found.push({ text: raw, index: match.index, matricula, corrected });
  }
  return found;
}
