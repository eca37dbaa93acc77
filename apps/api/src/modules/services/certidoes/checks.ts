import { type CertidaoKind, isValidCpf, type MatriculaParts } from '@siao/shared';
import { isValidTime, type ParsedDate, parseDateInWords, parseNumericDate } from './dates';

const CONFUSIONS: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', i: '1', S: '5', B: '8' };

/** A CPF read with letter confusions, accepted only when its check digits then pass. */
export function readCpf(value: string): { value: string; valid: boolean } {
  const compact = value.replace(/[\s.\-/]/g, '');
  if (!/^[\dOoDlIiSB]{11}$/.test(compact)) return { value, valid: false };
  const digits = compact.replace(/\D/g, (c) => CONFUSIONS[c] ?? c);
  if (!isValidCpf(digits)) return { value, valid: false };
  return {
    value: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
    valid: true,
  };
}

const sameDate = (a: ParsedDate, b: ParsedDate) =>
  a.day === b.day && a.month === b.month && a.year === b.year;
const BOOK_OF_KIND: Record<CertidaoKind, number[]> = { nascimento: [1], obito: [4, 5] };

/**
 * Why a field must be reviewed by a person (empty list: the checks found nothing). Values checked
 * against each other: the numeric date against the date in words, the matrícula's book type
 * against the certidão's kind.
 */
export function reviewReasons(
  kind: CertidaoKind,
  key: string,
  value: string,
  values: Record<string, string>,
  matricula: MatriculaParts | null,
): string[] {
  if (!value) return [];
  const reasons: string[] = [];
  if (key === 'cpf' && !readCpf(value).valid && !/^[-–\s]*$/.test(value)) {
    reasons.push('CPF com dígitos verificadores inválidos.');
  }
  if (key === 'matricula') {
    if (!matricula) reasons.push('Matrícula não reconhecida (32 dígitos).');
    else if (!matricula.valid) reasons.push('Matrícula com dígitos verificadores inválidos.');
    else if (matricula.tipo_livro !== null && !BOOK_OF_KIND[kind].includes(matricula.tipo_livro)) {
      const name = kind === 'nascimento' ? 'nascimento' : 'óbito';
      reasons.push(
        `O tipo do livro da matrícula (${matricula.tipo_livro_nome}) não corresponde a uma certidão de ${name}.`,
      );
    }
  }
  if (key === 'data_nascimento' || key === 'data_falecimento') {
    const date = parseNumericDate(value);
    if (!date) reasons.push('Data não reconhecida (dd/mm/aaaa).');
    else if (!date.valid) reasons.push('Data inexistente.');
    const words =
      values[key === 'data_nascimento' ? 'data_nascimento_extenso' : 'data_hora_falecimento_extenso'];
    const inWords = words ? parseDateInWords(words) : null;
    if (date?.valid && inWords?.valid && !sameDate(date, inWords)) {
      reasons.push('A data não confere com a data por extenso.');
    }
  }
  if (key.endsWith('_extenso')) {
    const date = parseDateInWords(value);
    if (!date) reasons.push('Data por extenso não reconhecida.');
    else if (!date.valid) reasons.push('Data inexistente.');
  }
  if ((key === 'hora_nascimento' || key === 'hora_falecimento') && !isValidTime(value)) {
    reasons.push('Hora não reconhecida.');
  }
  if (key === 'sexo' && !/^(masculino|feminino|ignorado)$/i.test(value.trim())) {
    reasons.push('Sexo deve ser masculino, feminino ou ignorado.');
  }
  return reasons;
}
