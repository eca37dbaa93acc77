import { describe, expect, it } from 'vitest';
import {
  detectDocumentType,
  formatDocument,
  formatDocumentLabel,
  isValidCpfOrCnpj,
  maskCpf,
  normalizeDocument,
} from './document';

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

describe('formatDocument / formatDocumentLabel', () => {
  it('reads a stored document as a CPF when it has 11 characters, as a CNPJ otherwise', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocumentLabel('52998224725')).toBe('CPF 529.982.247-25');
    expect(formatDocumentLabel('11222333000181')).toBe('CNPJ 11.222.333/0001-81');
  });
});

describe('maskCpf', () => {
  it('keeps the middle six digits only, masked or not, and nothing for a missing CPF', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf(null)).toBeNull();
    expect(maskCpf('123')).toBeNull();
  });
});
