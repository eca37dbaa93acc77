import {
  type CertidaoField,
  type CertidaoKind,
  certidaoFieldLabels,
  formatPercent,
  type MatriculaParts,
  type PageBox,
} from '@siao/shared';
import {
  CITY_UF_FIELDS,
  CLOSED_VALUES,
  NAME_FIELDS,
  PARTICLES,
  PLACE_FIELDS,
  portugueseAccents,
  readCpf,
  reviewReasons,
  TEXT_FIELDS,
  UFS,
} from './checks';
import { splitCompositeValues } from './composite';
import { dateWordSpelling } from './dates';
import { labelSpecs } from './labels';
import { findLabels, valueWords } from './locate';
import { matriculaIn } from './matricula-parts';
import { checkedConfidences } from './vouched';
import {
  foldWord,
  groupLines,
  lineText,
  lookalikeOnPage,
  type OcrLine,
  type OcrWord,
  spellingConsensus,
} from './words';

export interface Extraction {
  kind: CertidaoKind;
  fields: CertidaoField[];
  matricula: MatriculaParts | null;
}

/** The grandparents' sides, written in small letters before their names. */
const SIDES = new Set(['paternos', 'maternos']);

/**
 * The grandparents' sides are written alike (`paternos: …; maternos: …`): a side read without the
 * colon the other side has lost it (a colon is a faint mark beside a letter).
 */
function sidesAlike(sides: string): string {
  if (!/(^|\s)(paternos|maternos):/.test(sides)) return sides;
  return sides.replace(/(^|\s)(paternos|maternos)(?=\s)/g, '$1$2:');
}

/** Words of names and places written with `rn`, which Tesseract reads as `m` (`Matemidade`, `patemos`). */
const RN_WORDS = [
  ...['paternos', 'maternos', 'Maternidade', 'Fraternidade', 'Governador', 'Moderno', 'Moderna', 'Interno'],
  ...['Fernando', 'Fernanda', 'Fernandes', 'Bernardo', 'Bernardino', 'Bernardes', 'Arnaldo', 'Saturnino'],
];
const RN_BY_M = new Map(RN_WORDS.map((w) => [w.toUpperCase().replace('RN', 'M'), w.toUpperCase()]));

/** `Matemidade` → `Maternidade`: a word of `RN_WORDS` with its `rn` read as `m`, in the case it was read in. */
function rnReadAsM(value: string): string {
  return value.replace(/\p{L}{5,}/gu, (word) => {
    const right = RN_BY_M.get(word.toUpperCase());
    if (!right) return word;
    const at = word.toUpperCase().indexOf('M', right.indexOf('RN'));
    const rn = word.charAt(at) === 'M' ? 'RN' : 'rn';
    return `${word.slice(0, at)}${rn}${word.slice(at + 1)}`;
  });
}

/**
 * A name is printed all in capitals or in title case; a poor scan reads one word's capital as a
 * small letter (`joão ROMÃO GUIMARÃES`, `inês Guimarães Loureiro`). A lower-case word (not a
 * particle) takes the case of the name's other words when they all agree.
 */
function sameCase(words: string[]): string[] {
  const styled = words.filter((w) => /^\p{L}{3,}$/u.test(w) && !PARTICLES.has(w) && !SIDES.has(w));
  const upper = styled.filter((w) => w === w.toUpperCase()).length;
  const title = styled.filter(
    (w) => w.charAt(0) === w.charAt(0).toUpperCase() && w.slice(1) === w.slice(1).toLowerCase(),
  ).length;
  const lower = styled.filter((w) => w === w.toLowerCase()).length;
  if (lower === 0 || lower * 2 >= styled.length) return words;
  const style = upper + lower === styled.length ? 'upper' : title + lower === styled.length ? 'title' : null;
  if (!style) return words;
  return words.map((w) => {
    if (!styled.includes(w) || w !== w.toLowerCase()) return w;
    return style === 'upper' ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1);
  });
}

/**
 * Fields whose values come from a closed list (sex, IBGE colour, civil status): the list's words with
 * their accents, by their letters without accents. An accent the scan lost (`Indigena`, `Viuvo`) is
 * put back and one it added (`Femínino`) taken out; the list cannot be misread into another of its words.
 */
const CLOSED_SPELLING = Object.fromEntries(
  Object.entries(CLOSED_VALUES).map(([key, values]) => [
    key,
    new Map(values.flatMap((v) => v.match(/\p{L}+/gu) ?? []).map((w) => [foldWord(w), w] as const)),
  ]),
);

/**
 * The words of a closed vocabulary in their spelling (`spelling` by the letters without accents), in
 * the case each was printed in; other words as read.
 */
function spelledAs(value: string, spelling: (folded: string) => string | undefined): string {
  return value.replace(/\p{L}+/gu, (word) => {
    const right = spelling(foldWord(word));
    if (!right) return word;
    if (word === word.toUpperCase() && word.length > 1) return right.toUpperCase();
    if (word.charAt(0) === word.charAt(0).toUpperCase())
      return right.charAt(0).toUpperCase() + right.slice(1);
    return right;
  });
}

/**
 * The circumflex is never written before a vowel, and a name ending in a stressed `e` and `o` writes
 * the acute (`Théo`, `Léo`, `Cléo`): Tesseract reads that `É` as `Ê` (`THÊO`). A letter read twice
 * (`THÉÊO`, read with a low confidence) is left as read, and marked: correcting it leaves the field
 * marked for its confidence, and may hide another misread that only the spelling marked.
 */
function acuteBeforeFinalO(word: string): string {
  return word.replace(/(?<![éêÉÊ])[êÊ](?=[oO][sS]?$)/u, (e) => (e === 'Ê' ? 'É' : 'é'));
}

/** Short words an address writes in small letters. */
const SMALL_WORDS = new Set([
  'km',
  'para',
  'com',
  'sem',
  'entre',
  'esquina',
  'fundos',
  'apto',
  'bloco',
  'casa',
]);

/**
 * A word of four or more small letters in a place written in title case (`Cidade velha`, `401,
 * jardim Paulistano`): a capital misread on a poor scan, which no check would otherwise see.
 */
function smallWordAmongCapitals(value: string): boolean {
  const words = value.split(/[\s,;.]+/).filter((w) => /^\p{L}{4,}$/u.test(w));
  const title = words.filter((w) => /^\p{Lu}/u.test(w));
  if (words.length < 3 || title.length < words.length * 0.7) return false;
  return words.some((w) => w === w.toLowerCase() && !SMALL_WORDS.has(w));
}

/** Below this confidence a word with digits (a house number, a km) is marked where nothing checks it. */
const WEAK_NUMBER = 90;
/** Numbers checked otherwise (check digits, formats, dates against their words). */
const CHECKED_NUMBERS = [
  'cpf',
  'matricula',
  'data_nascimento',
  'data_falecimento',
  'gemeo',
  'hora_nascimento',
  'hora_falecimento',
  'idade',
];

/** Below this mean word confidence a field is marked for review. */
const DEFAULT_REVIEW_CONFIDENCE = 0.8;
/** Below this confidence of any one word too (a misread word hides in a long value's mean). */
const WEAK_WORD = 0.45;
/** Identifiers with no check digits of their own: every word must be this sure. */
const UNCHECKED_IDS = ['numero_dnv', 'medico_documento', 'documento_identificacao'];
/**
 * Tesseract reads a long number at 89–93 when it is right (development split: 30 DNVs and RGs
 * with dots and hyphen); a digit misread came with 85. The same limit as `WEAK_NUMBER`.
 */
const ID_WORD = WEAK_NUMBER / 100;
/**
 * A scan below this resolution (150 dpi) is a poor copy: Tesseract misreads its letters with a fair
 * confidence (`Fraci` for `Iraci` at 58, `Cavaicânti` at 70), so every word of a field must be read at
 * least as surely as a number (`LOW_RESOLUTION_WEAK_WORD`). 200 dpi scans keep the usual limits.
 */
const LOW_RESOLUTION_DPI = 180;
const LOW_RESOLUTION_WEAK_WORD = ID_WORD;
/** A page whose lower quartile of word confidence falls below this is a poor copy (measured: 150 dpi). */
const POOR_PAGE = 93;

/** The page's only valid matrícula (a second valid one, say a relative's, makes it a guess: none). */
function uniqueMatricula(text: string): MatriculaParts | null {
  const m = matriculaIn(text);
  if (!m?.valid) return m;
  const others = matriculaIn(text.replace(new RegExp(m.digits.split('').join('[^\\d]{0,3}')), ' '));
  return others?.valid && others.digits !== m.digits ? null : m;
}

/** Kind from the printed title; else from the matrícula's book type; nascimento by default. */
export function detectKind(words: readonly OcrWord[]): CertidaoKind {
  const folded = words.slice(0, 80).map((w) => foldWord(w.text));
  if (folded.some((w) => w === 'OBITO' || w === 'OBlTO')) return 'obito';
  if (folded.includes('NASCIMENTO')) return 'nascimento';
  const m = matriculaIn(words.map((w) => w.text).join(' '));
  return m?.tipo_livro === 4 || m?.tipo_livro === 5 ? 'obito' : 'nascimento';
}

function boxOf(words: readonly OcrWord[]): PageBox | null {
  const first = words[0];
  if (!first) return null;
  const x = Math.min(...words.map((w) => w.x));
  const y = Math.min(...words.map((w) => w.y));
  const right = Math.max(...words.map((w) => w.x + w.w));
  const bottom = Math.max(...words.map((w) => w.y + w.h));
  return { page: first.page, x, y, w: right - x, h: bottom - y };
}

const CPF_PATTERN =
  /(?<![\dOoDlIiSB])[\dOoDlIiSB]{3}[.\s]?[\dOoDlIiSB]{3}[.\s]?[\dOoDlIiSB]{3}\s?[-–]?\s?[\dOoDlIiSB]{2}(?![\dOoDlIiSB])/g;

/** The only valid CPF printed anywhere on the page, with its words; none when zero or several. */
function cpfByPattern(
  lines: readonly OcrLine[],
  matriculaDigits: string,
): { value: string; words: OcrWord[] } | null {
  const found: { value: string; words: OcrWord[] }[] = [];
  for (const line of lines) {
    for (const m of lineText(line.words).matchAll(CPF_PATTERN)) {
      const cpf = readCpf(m[0]);
      if (!cpf.valid || matriculaDigits.includes(cpf.value.replace(/\D/g, ''))) continue;
      const words = line.words.filter((w) => m[0].includes(w.text));
      if (!found.some((f) => f.value === cpf.value)) found.push({ value: cpf.value, words });
    }
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * Rule-based extraction from word boxes: each field is the value next to (or below) its printed
 * label; CPF, matrícula, dates and times are checked, and anything doubtful is marked for review.
 * `scanDpi`: the lowest resolution of the scanned pages (none when every page had a text layer).
 */
export function extractCertidao(
  words: readonly OcrWord[],
  options: { kind?: CertidaoKind; reviewConfidence?: number; scanDpi?: number | null } = {},
): Extraction {
  const kind = options.kind ?? detectKind(words);
  const threshold = options.reviewConfidence ?? DEFAULT_REVIEW_CONFIDENCE;
  const lowResolution = (options.scanDpi ?? Infinity) < LOW_RESOLUTION_DPI;
  const lines = groupLines(words);
  const specs = labelSpecs[kind];
  const hits = findLabels(lines, specs);
  const found = new Map<string, { value: string; words: OcrWord[] }>();
  for (const hit of hits) {
    if (hit.key === null) continue;
    const spec = specs.find((s) => s.key === hit.key);
    const ws = valueWords(lines, hits, hit, spec?.maxLines ?? 1);
    found.set(hit.key, { value: lineText(ws).trim(), words: ws });
  }
  splitCompositeValues(found);
  const matriculaWords = found.get('matricula');
  // a twin's matrícula (in the gêmeo box) is never the registered person's
  const at = (w: OcrWord) => `${w.page}:${w.x}:${w.y}`;
  const twinWords = new Set((found.get('gemeo')?.words ?? []).map(at));
  const matricula =
    (matriculaWords && matriculaIn(matriculaWords.value)) ??
    uniqueMatricula(lines.map((l) => lineText(l.words.filter((w) => !twinWords.has(at(w))))).join('\n'));
  if (matricula?.valid)
    found.set('matricula', { value: matricula.formatted, words: matriculaWords?.words ?? [] });
  const cpf = found.get('cpf');
  if (cpf) cpf.value = readCpf(cpf.value).valid ? readCpf(cpf.value).value : cpf.value;
  if (!cpf || !readCpf(cpf.value).valid) {
    // a label misread on a poor scan: the one CPF on the page whose check digits pass
    const elsewhere = cpfByPattern(lines, matricula?.digits ?? '');
    if (elsewhere) found.set('cpf', elsewhere);
  }
  const dnv = found.get('numero_dnv');
  // `12-34567890-1`, `123 456 789 01`: the DNV's 11 digits, however they are grouped
  if (dnv && /^\d{11}$/.test(dnv.value.replace(/[\s.\-–]/g, ''))) dnv.value = dnv.value.replace(/\D/g, '');
  for (const key of [...NAME_FIELDS, ...PLACE_FIELDS, ...CITY_UF_FIELDS]) {
    const named = found.get(key);
    if (named) named.value = rnReadAsM(named.value);
  }
  // names: the page's consensus spelling of each word (an accent or cedilla misread in one place)
  const spelling = spellingConsensus(words);
  for (const key of [...NAME_FIELDS, 'gemeo']) {
    const name = found.get(key);
    // the twin's box also holds the word `matrícula` and digits: spellings only, not the case
    const cased = key === 'gemeo' ? (ws: string[]) => ws : sameCase;
    if (name) name.value = cased(name.value.split(' ').map(spelling)).join(' ');
    if (name && key === 'avos') name.value = sidesAlike(name.value);
  }
  for (const key of [...NAME_FIELDS, 'gemeo']) {
    const name = found.get(key);
    if (name) name.value = name.value.split(' ').map(acuteBeforeFinalO).join(' ');
  }
  for (const key of ['averbacoes_anotacoes', 'gemeo']) {
    const none = found.get(key);
    // `não há` is the set phrase for nothing to note; `hã` (an interjection) never follows `não` there
    if (none)
      none.value = none.value.replace(/(\bn[ãa]o\s+)h[ãàâ](?!\p{L})/giu, (_, no: string) => `${no}há`);
  }
  for (const [key, spelling] of Object.entries(CLOSED_SPELLING)) {
    const closed = found.get(key);
    // `Casado (a)`: the gender ending read apart from its word (a monospace's wide parenthesis)
    const joined = closed?.value.replace(/(\p{L})\s+(\([ao]\))/giu, '$1$2');
    if (closed && joined !== undefined) closed.value = spelledAs(joined, (folded) => spelling.get(folded));
  }
  const id = found.get('documento_identificacao');
  // `49,444,478-7`: the dots between an RG's groups of three digits read as commas
  if (id) id.value = id.value.replace(/(\d)[,;](?=\d{3}(?!\d))/g, '$1.');
  for (const [key, date] of found) {
    // a date in words is made of a closed vocabulary too (`vínte`, `míl`: an accent a thin font adds)
    if (key.endsWith('_extenso')) date.value = spelledAs(date.value, dateWordSpelling);
  }
  // on a poor copy an accent Portuguese never writes, or always writes, is the copy's: written back, marked
  const respelled = new Map<string, string[]>();
  if (lowResolution)
    for (const key of TEXT_FIELDS) {
      const text = found.get(key);
      const fixed = text && portugueseAccents(text.value);
      if (text && fixed?.changes.length) {
        text.value = fixed.value;
        respelled.set(key, fixed.changes);
      }
    }
  for (const key of PLACE_FIELDS) {
    const place = found.get(key);
    // a title's abbreviation takes a full stop before the name (`Rua Dr. Alceu`): a comma is its dot misread
    if (place)
      place.value = place.value.replace(
        /(?<!\p{L})(Dr|Dra|Prof|Profa|Sr|Sra|Pe|Av)[,;](?=\s+\p{Lu})/gu,
        '$1.',
      );
  }
  for (const key of ['hora_nascimento', 'hora_falecimento']) {
    const time = found.get(key);
    // `17.04`, `17,04`: the colon read as a dot or comma
    if (time) time.value = time.value.replace(/[.,;:]$/, '').replace(/^(\d{1,2})[.,;](\d{2})$/, '$1:$2');
  }
  for (const key of [...CITY_UF_FIELDS, 'residencia']) {
    const place = found.get(key);
    // `Ribeirão Preto SP`: the dash lost altogether, before a real UF
    const lost = place && /^(.*\p{L}{2,})\s+([A-Z]{2})$/u.exec(place.value);
    if (place && lost && UFS.has(lost[2] ?? '') && !/\s-\s[A-Z]{2}$/.test(place.value))
      place.value = `${lost[1]} - ${lost[2]}`;
    // `Cuiabá-MT`, `Cuiabá + MT`, `Belém ~ PA`, `Maceió -— AL`: the dash misread or its spaces lost, before a real UF
    const m = place && /^(.*\p{L})\s*[-–+~—]{1,2}\s*([A-Z]{2})$/u.exec(place.value);
    if (place && m && UFS.has(m[2] ?? '')) place.value = `${m[1]} - ${m[2]}`;
  }

  const pageConfs = words.map((w) => w.conf).sort((a, b) => a - b);
  const poorPage = (pageConfs[Math.floor(pageConfs.length / 4)] ?? 0) < POOR_PAGE;
  const weakWord = lowResolution ? LOW_RESOLUTION_WEAK_WORD : WEAK_WORD;
  const values = Object.fromEntries([...found].map(([k, v]) => [k, v.value]));
  const labels: Record<string, string> = certidaoFieldLabels[kind];
  const lookalike = lookalikeOnPage(words);
  const fields = specs.map((spec): CertidaoField => {
    const f = found.get(spec.key);
    const value = f?.value ?? '';
    const confs = f?.words.map((w) => w.conf / 100) ?? [];
    const confidence = confs.length ? confs.reduce((a, b) => a + b, 0) / confs.length : 0;
    const reasons = reviewReasons(kind, spec.key, value, values, matricula);
    for (const change of respelled.get(spec.key) ?? [])
      reasons.push(`Acento corrigido numa cópia de baixa resolução (${change}): confira.`);
    if (!value && !spec.optional) reasons.push('Campo não encontrado no documento.');
    // a field the model may leave blank is blank only under its label: no label read, nothing known
    else if (!f && spec.optional) reasons.push('Rótulo do campo não encontrado no documento: confira.');
    // a word checked otherwise (a closed list's exact value, the dash before a UF) counts as sure
    const trusted = checkedConfidences(spec.key, value, f?.words ?? []);
    const trustedMean = trusted.length ? trusted.reduce((a, b) => a + b, 0) / trusted.length : 1;
    const weakest = Math.min(1, ...trusted);
    if ([...NAME_FIELDS, ...PLACE_FIELDS, ...CITY_UF_FIELDS].includes(spec.key)) {
      // one letter misread with a high confidence: the page prints the word right elsewhere
      for (const word of value.split(/[\s,;.:()-]+/)) {
        const other = lookalike(word);
        if (other) {
          reasons.push(`Palavra a uma letra de outra da página (${word}, ${other}?): confira a leitura.`);
          break;
        }
      }
    }
    if (PLACE_FIELDS.includes(spec.key) && smallWordAmongCapitals(value))
      reasons.push('Palavra em minúscula entre nomes próprios: confira a leitura.');
    // digits have no spelling to fall back on: a house number read unsure is looked at
    const weakNumber = f?.words.find((w) => /\d/.test(w.text) && w.conf < WEAK_NUMBER);
    if (weakNumber && !CHECKED_NUMBERS.includes(spec.key))
      reasons.push(`Número com leitura incerta (${weakNumber.text}): confira.`);
    if (value && (trustedMean < threshold || weakest < weakWord))
      reasons.push(`Confiança baixa (${formatPercent(Math.round(Math.min(trustedMean, weakest) * 100))}).`);
    else if (value && UNCHECKED_IDS.includes(spec.key)) {
      // an identifier without check digits: one doubtful digit, or a poor copy, is enough to look.
      // The CRM's `CRM-UF` word and the RG's `SSP/UF` are vouched for by their format (a real UF),
      // not by their confidence: Tesseract reads such words at 87–92 where the digits read at 96
      const vouched =
        spec.key === 'numero_dnv' ? (f?.words ?? []) : (f?.words ?? []).filter((w) => /\d/.test(w.text));
      const weakestId = Math.min(1, ...vouched.map((w) => w.conf / 100));
      if (weakestId < ID_WORD || poorPage)
        reasons.push(
          `Sem dígito verificador e com leitura incerta (${formatPercent(Math.round(weakestId * 100))}): confira.`,
        );
    }
    return {
      key: spec.key,
      label: labels[spec.key] ?? spec.key,
      value,
      confidence: Math.round(confidence * 1000) / 1000,
      box: boxOf(f?.words ?? []),
      review: reasons.length > 0,
      reasons,
    };
  });
  // the order of the export and the review form: the model's order
  const order = Object.keys(labels);
  fields.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return { kind, fields, matricula };
}
