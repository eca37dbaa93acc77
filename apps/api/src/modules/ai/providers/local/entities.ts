import { findMatriculas, formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '@siao/shared';

export interface Entities {
  names: string[];
  cpfs: string[];
  cnpjs: string[];
  dates: string[];
  money: string[];
  matriculas: Array<{ text: string; label: string | null }>;
}

const months =
  'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
const DATE_PATTERNS = [
  /\b(0?[1-9]|[12]\d|3[01])\/(0?[1-9]|1[0-2])\/(19|20)\d{2}\b/g,
  /\b(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/g,
  new RegExp(`\\b([1-9]|[12]\\d|3[01]|1º)\\s+de\\s+(${months})\\s+de\\s+(19|20)\\d{2}\\b`, 'gi'),
];
const MONEY = /R\$\s?\d{1,3}(?:\.\d{3})*(?:,\d{2})?|\b\d{1,3}(?:\.\d{3})*,\d{2}\s+reais\b/gi;
const CPF = /(?<![\w.])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\w])/g;
const CNPJ = /(?<![\w.])[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}(?![\w])/g;

// labels after which certidões, escrituras and contratos print a person's name
const NAME_LABELS =
  /\b(?:nome|requerente|declarante|falecid[oa]|registrad[oa]|pai|m[ãa]e|c[ôo]njuge|outorgante|outorgad[oa]|comprador[a]?|vendedor[a]?|contratante|contratad[oa]|testemunha|procurador[a]?|titular|interessad[oa])[ \t]*:[ \t]*([A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+(?:[ \t]+(?:d[aeo]s?|e|[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+)){1,7})/gi;
// capitalised sequences ("Maria da Silva Souza") or all-caps sequences ("JOÃO PEREIRA DOS SANTOS")
const CAPITALISED =
  /(?<![\p{L}])[A-ZÀ-Ý][a-zà-ÿ]{1,}(?:[ \t]+(?:d[aeo]s?[ \t]+)?[A-ZÀ-Ý][a-zà-ÿ]{1,}){1,5}(?![\p{L}])/gu;
const ALL_CAPS = /(?<![\p{L}])[A-ZÀ-Ý]{2,}(?:[ \t]+(?:D[AEO]S?[ \t]+)?[A-ZÀ-Ý]{2,}){1,5}(?![\p{L}])/gu;

// words that start capitalised sequences which are not people
const NOT_NAMES = new Set(
  (
    'república federativa brasil estado município cartório registro civil oficial certidão certifico ' +
    'livro folha termo matrícula cpf cnpj data dados poder judiciário tribunal justiça nacional secretaria ' +
    'escritura pública procuração contrato cláusula artigo lei código av rua avenida tabelionato ofício ' +
    'comarca distrito prefeitura receita federal cnj serventia nascimento casamento óbito averbação ' +
    'anotações observações valor total são santa santo'
  ).split(' '),
);

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function looksLikeName(candidate: string): boolean {
  const words = candidate.split(/\s+/);
  if (words.length < 2 || words.length > 8) return false;
  const first = words[0]!.toLowerCase();
  return !words.some((word) => NOT_NAMES.has(word.toLowerCase())) && !NOT_NAMES.has(first);
}

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())
    .replace(/\s(D[aeo]s?|E)\s/g, (word) => word.toLowerCase());
}

function findNames(text: string): string[] {
  const labelled = [...text.matchAll(NAME_LABELS)].map((m) => m[1]!.trim());
  const capitalised = [...text.matchAll(CAPITALISED), ...text.matchAll(ALL_CAPS)].map((m) => m[0].trim());
  const candidates = [...labelled, ...capitalised].filter(looksLikeName).map(titleCase);
  return unique(candidates).slice(0, 25);
}

/** Only numbers whose check digits are valid: a random 11-digit number is not reported as a CPF. */
export function findEntities(text: string): Entities {
  const cpfs = unique(
    [...text.matchAll(CPF)]
      .map((m) => m[0])
      .filter(isValidCpf)
      .map(formatCpf),
  );
  const cnpjs = unique(
    [...text.toUpperCase().matchAll(CNPJ)]
      .map((m) => m[0])
      .filter((value) => !/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value) && isValidCnpj(value))
      .map(formatCnpj),
  );
  const dates = unique(DATE_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0])));
  const money = unique([...text.matchAll(MONEY)].map((m) => m[0].replace(/\s+/g, ' ')));
  const matriculas = unique(
    findMatriculas(text)
      .filter((match) => match.matricula.valid)
      .map((match) => `${match.matricula.digits}|${match.matricula.bookTypeLabel ?? ''}`),
  ).map((entry) => {
    const [digits, label] = entry.split('|');
    return { text: digits!, label: label || null };
  });
  return {
    names: findNames(text),
    cpfs,
    cnpjs,
    dates: dates.slice(0, 30),
    money: money.slice(0, 30),
    matriculas,
  };
}
