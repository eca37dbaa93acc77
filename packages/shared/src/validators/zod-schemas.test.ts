import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cepSchema,
  cnpjSchema,
  cnsSchema,
  cpfOrCnpjSchema,
  cpfSchema,
  matriculaSchema,
  phoneSchema,
  ufSchema,
} from './zod-schemas';

function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('zod helpers normalize what people type', () => {
  it.each([
    [cpfSchema, '529.982.247-25', '52998224725'],
    [cnpjSchema, '12.abc.345/01de-35', '12ABC34501DE35'],
    [cpfOrCnpjSchema, ' 529.982.247-25 ', '52998224725'],
    [cpfOrCnpjSchema, '11.222.333/0001-81', '11222333000181'],
    [cepSchema, '01310-100', '01310100'],
    [phoneSchema, '+55 (11) 91234-5678', '11912345678'],
    [cnsSchema, '11.556-8', '115568'],
    [matriculaSchema, '203213.01.55.2019.4.03108.343.1021163-86', '20321301552019403108343102116386'],
    [ufSchema, ' sp ', 'SP'],
  ] as const)('%#: %s → %s', (schema, input, output) => expect(schema.parse(input)).toBe(output));
});

describe('zod helpers refuse with Portuguese messages', () => {
  it.each([
    [cpfSchema, '529.982.247-24', 'CPF inválido.'],
    [cpfSchema, '', 'Informe o CPF.'],
    [cpfSchema, undefined, 'Informe o CPF.'],
    [cnpjSchema, '12.ABC.345/01DE-36', 'CNPJ inválido.'],
    [cpfOrCnpjSchema, '123', 'CPF ou CNPJ inválido.'],
    [cepSchema, '0131-100', 'CEP inválido. Use o formato 00000-000.'],
    [
      phoneSchema,
      '(20) 91234-5678',
      'Telefone inválido. Informe o DDD e o número, por exemplo (11) 91234-5678.',
    ],
    [cnsSchema, '12345', 'O CNS deve ter 6 dígitos.'],
    [
      matriculaSchema,
      '104539 01 55 2013 1 00012 021 0000123 22',
      'Matrícula inválida. Confira os 32 dígitos da certidão.',
    ],
    [ufSchema, 'XX', 'UF inválida.'],
  ] as const)('%#: %s', (schema, input, message) => expect(errorsOf(schema, input)).toEqual([message]));
});
