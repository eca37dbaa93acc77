import { z } from 'zod';
import { isValidCep, normalizeCep } from './cep';
import { isValidCnpj, normalizeCnpj } from './cnpj';
import { isValidCns, normalizeCns } from './cns';
import { isValidCpf, normalizeCpf } from './cpf';
import { onlyDigits } from './digits';
import { isValidCpfOrCnpj, normalizeDocument } from './document';
import { isValidMatricula } from './matricula';
import { isValidPhone, normalizePhone } from './phone';
import { ufs } from './uf';

/**
 * Form and API fields that accept what people type (masks, spaces, lowercase) and OUTPUT the stored
 * form: digits, or uppercase for CNPJ and UF. Add `.optional()`/`.nullable()` where the field is not
 * required.
 */
function documentField(required: string, invalid: string, isValid: (v: string) => boolean) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValid, { error: invalid });
}

export const cpfSchema = documentField('Informe o CPF.', 'CPF inválido.', isValidCpf).transform(normalizeCpf);

export const cnpjSchema = documentField('Informe o CNPJ.', 'CNPJ inválido.', isValidCnpj).transform(
  normalizeCnpj,
);

export const cpfOrCnpjSchema = documentField(
  'Informe o CPF ou CNPJ.',
  'CPF ou CNPJ inválido.',
  isValidCpfOrCnpj,
).transform(normalizeDocument);

export const cepSchema = documentField(
  'Informe o CEP.',
  'CEP inválido. Use o formato 00000-000.',
  isValidCep,
).transform(normalizeCep);

export const phoneSchema = documentField(
  'Informe o telefone.',
  'Telefone inválido. Informe o DDD e o número, por exemplo (11) 91234-5678.',
  isValidPhone,
).transform(normalizePhone);

export const cnsSchema = documentField(
  'Informe o CNS da serventia.',
  'O CNS deve ter 6 dígitos.',
  isValidCns,
).transform(normalizeCns);

export const matriculaSchema = documentField(
  'Informe a matrícula da certidão.',
  'Matrícula inválida. Confira os 32 dígitos da certidão.',
  isValidMatricula,
).transform(onlyDigits);

export const ufSchema = z
  .string({ error: 'Informe a UF.' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(ufs, { error: 'UF inválida.' }));
