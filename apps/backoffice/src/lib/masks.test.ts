import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { maskOptions, unmask } from './masks';

function typed(kind: keyof typeof maskOptions, raw: string) {
  const mask = IMask.createMask(maskOptions[kind]);
  mask.resolve(raw);
  return { shown: mask.value, stored: mask.unmaskedValue };
}

describe('masks', () => {
  it('formats CPF and CEP and keeps only digits', () => {
    expect(typed('cpf', '52998224725')).toEqual({ shown: '529.982.247-25', stored: '52998224725' });
    expect(typed('cep', '01310100')).toEqual({ shown: '01310-100', stored: '01310100' });
  });

  it('accepts the alphanumeric CNPJ, uppercasing letters typed in lowercase', () => {
    expect(typed('cnpj', '12abc34501de35')).toEqual({
      shown: '12.ABC.345/01DE-35',
      stored: '12ABC34501DE35',
    });
    expect(typed('cnpj', '11222333000181').shown).toBe('11.222.333/0001-81');
  });

  it('refuses letters in the CNPJ check digits', () => {
    expect(typed('cnpj', '12ABC34501DEXY').stored).toBe('12ABC34501DE');
  });

  it('switches the phone mask between landline (10) and mobile (11 digits)', () => {
    expect(typed('phone', '1133334444').shown).toBe('(11) 3333-4444');
    expect(typed('phone', '11987654321').shown).toBe('(11) 98765-4321');
  });

  it('unmasks pasted values', () => {
    expect(unmask('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(unmask('phone', '(11) 98765-4321')).toBe('11987654321');
  });
});
