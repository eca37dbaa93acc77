import { isValidCnpj, normalizeCnpj } from '../validators/cnpj';
import { isValidCpf } from '../validators/cpf';
import { onlyDigits } from '../validators/digits';
import { isValidPhone, normalizePhone } from '../validators/phone';

export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';

export const pixKeyKindLabels: Record<PixKeyKind, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
};

export type PixKeyResult = { kind: PixKeyKind; key: string } | { error: string };

/** The DICT limit of an e-mail key (and of any key). */
const PIX_KEY_MAX = 77;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// DICT's pattern for e-mail keys: lowercase, no spaces, a dotted domain
const EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const INVALID =
  'Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone com +55 (ex.: +5511912345678) ou chave aleatória.';

/**
 * A PIX key as typed (masks, spaces, uppercase e-mail) → its kind and the form the DICT registers:
 * CPF/CNPJ without punctuation, e-mail in lowercase, telefone as `+55` + DDD + número, chave
 * aleatória (EVP) as a lowercase UUID. A bare phone number is refused with a hint: without `+55` it
 * cannot be told apart from a CPF.
 */
export function parsePixKey(value: string): PixKeyResult {
  const raw = value.trim();
  if (!raw) return { error: 'Informe a chave PIX.' };
  if (raw.length > PIX_KEY_MAX) return { error: `A chave PIX deve ter no máximo ${PIX_KEY_MAX} caracteres.` };
  if (raw.includes('@')) {
    const email = raw.toLowerCase();
    return EMAIL.test(email) ? { kind: 'email', key: email } : { error: 'E-mail da chave PIX inválido.' };
  }
  if (raw.startsWith('+')) {
    const digits = onlyDigits(raw);
    return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') && isValidPhone(digits)
      ? { kind: 'telefone', key: `+55${normalizePhone(digits)}` }
      : { error: 'Telefone da chave PIX inválido. Use +55, o DDD e o número, ex.: +5511912345678.' };
  }
  if (EVP.test(raw.toLowerCase())) return { kind: 'aleatoria', key: raw.toLowerCase() };
  if (/^[\d.\-/\s]+$/.test(raw) && isValidCpf(raw)) return { kind: 'cpf', key: onlyDigits(raw) };
  if (/^[\dA-Za-z.\-/\s]+$/.test(raw) && isValidCnpj(raw)) return { kind: 'cnpj', key: normalizeCnpj(raw) };
  if (/^[\d\s()-]+$/.test(raw) && isValidPhone(raw))
    return { error: 'Para usar um telefone como chave PIX, informe-o com +55, ex.: +5511912345678.' };
  return { error: INVALID };
}
