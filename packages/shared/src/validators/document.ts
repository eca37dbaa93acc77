import { isValidCnpj, normalizeCnpj } from './cnpj';
import { isValidCpf } from './cpf';

export type DocumentType = 'cpf' | 'cnpj';

/** Which document a valid CPF or CNPJ is; `null` when it is neither. */
export function detectDocumentType(value: string): DocumentType | null {
  if (isValidCpf(value)) return 'cpf';
  if (isValidCnpj(value)) return 'cnpj';
  return null;
}

export function isValidCpfOrCnpj(value: string): boolean {
  return detectDocumentType(value) !== null;
}

/** Digits of a CPF, or the uppercase 14 characters of a CNPJ: the stored form of either. */
export function normalizeDocument(value: string): string {
  return normalizeCnpj(value);
}
