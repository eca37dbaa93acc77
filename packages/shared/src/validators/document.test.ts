import { describe, expect, it } from 'vitest';
import { detectDocumentType, isValidCpfOrCnpj, normalizeDocument } from './document';

describe('detectDocumentType', () => {
  it.each([
    ['529.982.247-25', 'cpf'],
    ['52998224725', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['12.ABC.345/01DE-35', 'cnpj'],
    ['abcdefghijkl80', 'cnpj'],
    ['529.982.247-24', null],
    ['11.222.333/0001-80', null],
    ['', null],
    ['hello', null],
  ])('%s → %s', (value, type) => expect(detectDocumentType(value)).toBe(type));

  it('isValidCpfOrCnpj follows it', () => {
    expect(isValidCpfOrCnpj('123.456.789-09')).toBe(true);
    expect(isValidCpfOrCnpj('123.456.789-00')).toBe(false);
  });

  it('normalizes either to its stored form', () => {
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
