import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
import { formatCpf, isValidCpf, normalizeCpf } from './cpf';
import { isLgpdPseudonym } from './pseudonym';

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

/** A stored document as people read it, by its length: 11 characters a CPF, anything else a CNPJ. */
export function formatDocument(doc: string): string {
  return doc.length === 11 ? formatCpf(doc) : formatCnpj(doc);
}

/** The document with its name, as a receipt or a PDF writes it: `CPF 123.456.789-09`, `CNPJ 12.ABC.345/01DE-35`. */
export function formatDocumentLabel(doc: string): string {
  if (isLgpdPseudonym(doc)) return doc;
  return doc.length === 11 ? `CPF ${formatCpf(doc)}` : `CNPJ ${formatCnpj(doc)}`;
}

/** `***.456.789-**`: enough to tell two namesakes apart, not enough to reuse the number (LGPD); `null` when no CPF. */
export function maskCpf(cpf: string | null | undefined): string | null {
  const d = normalizeCpf(cpf ?? '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : null;
}
