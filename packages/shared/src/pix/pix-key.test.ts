import { describe, expect, it } from 'vitest';
import { parsePixKey } from './pix-key';

describe('parsePixKey', () => {
  it.each([
    ['529.982.247-25', { kind: 'cpf', key: '52998224725' }],
    ['11.222.333/0001-81', { kind: 'cnpj', key: '11222333000181' }],
    ['12.abc.345/01de-35', { kind: 'cnpj', key: '12ABC34501DE35' }],
    ['  Financeiro@Siao.DEV ', { kind: 'email', key: 'financeiro@siao.dev' }],
    ['+55 (11) 91234-5678', { kind: 'telefone', key: '+5511912345678' }],
    ['+55 11 3123-4567', { kind: 'telefone', key: '+551131234567' }],
    [
      '123E4567-E12B-12D1-A456-426655440000',
      { kind: 'aleatoria', key: '123e4567-e12b-12d1-a456-426655440000' },
    ],
  ])('accepts %s as the DICT registers it', (typed, expected) => {
    expect(parsePixKey(typed)).toEqual(expected);
  });

  it.each([
    ['', 'Informe a chave PIX.'],
    ['529.982.247-24', 'Chave PIX inválida'],
    ['11.222.333/0001-80', 'Chave PIX inválida'],
    ['financeiro@siao', 'E-mail da chave PIX inválido.'],
    ['fin anceiro@siao.dev', 'E-mail da chave PIX inválido.'],
    ['+1 202 555 0100', 'Telefone da chave PIX inválido'],
    ['+55912345678', 'Telefone da chave PIX inválido'],
    ['(11) 91234-5678', 'informe-o com +55'],
    ['123e4567-e12b-12d1-a456-42665544000', 'Chave PIX inválida'],
    [`${'a'.repeat(70)}@siao.dev`, 'no máximo 77 caracteres'],
  ])('refuses %j in Portuguese', (typed, message) => {
    const result = parsePixKey(typed);
    expect('error' in result && result.error).toContain(message);
  });
});
