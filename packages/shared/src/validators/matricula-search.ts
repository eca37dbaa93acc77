import { type Matricula, parseMatricula } from './matricula';

/**
 * The field groups of a matrícula, each followed by at most two separators (space, line break, dot,
 * hyphen), so both `10453901552013…` and `104539 01 55 2013 …` (and OCR text split across lines)
 * match. The literal `55` of the service keeps dates and other long numbers out.
 */
const SEP = '[\\s.\\-]{0,2}';
const GROUPS = ['\\d{6}', '\\d{2}', '55', '\\d{4}', '\\d', '\\d{5}', '\\d{3}', '\\d{7}', '\\d{2}'];
const MATRICULA_IN_TEXT = new RegExp(`(?<!\\d)${GROUPS.join(SEP)}(?!\\d)`, 'g');

export interface MatriculaMatch {
  /** the text as found, separators included */
  text: string;
  /** offset of `text` in the searched string */
  index: number;
  matricula: Matricula;
}

/** Every matrícula-shaped number in the text; check `matricula.valid` (OCR misreads break the DV). */
export function findMatriculas(text: string): MatriculaMatch[] {
  const found: MatriculaMatch[] = [];
  for (const match of text.matchAll(MATRICULA_IN_TEXT)) {
    const matricula = parseMatricula(match[0]);
    if (matricula) found.push({ text: match[0], index: match.index, matricula });
  }
  return found;
}
