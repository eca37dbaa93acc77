import { describe, expect, it } from 'vitest';
import { page } from '../../../../test/fixtures/word-boxes';
import { fieldValueWords } from './field-words';

describe('fieldValueWords', () => {
  it('keeps the words of the fields’ values, not the labels, the issuing office or the issue date', () => {
    const words = page([
      'CERTIDÃO DE NASCIMENTO',
      'Cartório do Registro Civil de Conceição',
      'NOME',
      'THÉO CAVALCANTI',
      [
        [100, 'MUNICÍPIO DE REGISTRO E UNIDADE DA FEDERAÇÃO'],
        [800, 'LOCAL DE NASCIMENTO'],
      ],
      [
        [100, 'Belém - PA'],
        [800, 'Santa Casa de Misericórdia'],
      ],
      'Data da emissão: doze de março de dois mil e vinte',
    ]);
    const texts = fieldValueWords(words).map((w) => w.text);
    expect(texts).toEqual(expect.arrayContaining(['THÉO', 'CAVALCANTI', 'Belém', 'Santa', 'Misericórdia']));
    for (const outside of ['NOME', 'MUNICÍPIO', 'FEDERAÇÃO', 'Cartório', 'Conceição', 'emissão', 'março'])
      expect(texts).not.toContain(outside);
  });
});
