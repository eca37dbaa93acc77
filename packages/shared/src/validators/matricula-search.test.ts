import { describe, expect, it } from 'vitest';
import { findMatriculas } from './matricula-search';

describe('findMatriculas', () => {
  it('finds matrículas with spaces, dots, hyphens or no separators in OCR text', () => {
    const text = [
      'CERTIDÃO DE NASCIMENTO',
      'MATRÍCULA: 104539 01 55 2013 1 00012 021 0000123 21 Data do registro 12/03/2013',
      'Gêmeo: matrícula 11556801552011200198278005943391.',
      'Óbito 203213.01.55.2019.4.03108.343.1021163-86; outra',
      '094003 01 55 2011 1 00110 002',
      '0051917 43',
    ].join('\n');
    const found = findMatriculas(text);
    expect(found.map((f) => f.matricula.digits)).toEqual([
      '10453901552013100012021000012321',
      '11556801552011200198278005943391',
      '20321301552019403108343102116386',
      '09400301552011100110002005191743',
    ]);
    expect(found.every((f) => f.matricula.valid)).toBe(true);
    expect(text.slice(found[0]!.index, found[0]!.index + found[0]!.text.length)).toBe(found[0]!.text);
  });

  it('reports a misread matrícula as invalid instead of hiding it', () => {
    const [m] = findMatriculas('Matrícula 219242 01 55 2023 1 06304 243 1158186-36');
    expect(m?.matricula.valid).toBe(false);
  });

  it('ignores longer digit runs, other numbers and text without matrículas', () => {
    expect(findMatriculas('CPF 529.982.247-25, CNPJ 11.222.333/0001-81, 12/03/2013')).toEqual([]);
    expect(findMatriculas('9104539015520131000120210000123219')).toEqual([]);
    expect(findMatriculas('')).toEqual([]);
  });
});
