import { describe, expect, it } from 'vitest';
import { parseDocumentList } from './services';

describe('parseDocumentList', () => {
  it('keeps valid CPFs and CNPJs (alphanumeric too), skips headers, names and duplicates, reports bad lines', () => {
    const text =
      'CPF/CNPJ\n529.982.247-25\n12.ABC.345/01DE-35;111.444.777-35\n529.982.247-24\n\n52998224725\nFulana;123';
    expect(parseDocumentList(text)).toEqual({
      valid: ['52998224725', '12ABC34501DE35', '11144477735'],
      invalid: [
        { line: 4, value: '529.982.247-24' },
        { line: 7, value: '123' },
      ],
    });
  });
});
