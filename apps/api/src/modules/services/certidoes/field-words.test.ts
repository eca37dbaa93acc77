import { describe, expect, it } from 'vitest';
import { page } from '../../../../test/fixtures/word-boxes';
import { fieldValueWords } from './field-words';

describe('fieldValueWords', () => {
  it('keeps the words of the fields’ values and labels, not the issuing office or the issue date', () => {
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
    expect(texts).toEqual(expect.arrayContaining(['NOME', 'MUNICÍPIO', 'FEDERAÇÃO']));
    for (const outside of ['Cartório', 'Conceição', 'emissão', 'março']) expect(texts).not.toContain(outside);
  });

  it('keeps a word outside the fields spelt like a value’s word: it votes on that word’s accents', () => {
    const words = page([
      'CERTIDÃO DE NASCIMENTO',
      'NOME',
      'THÉO CAVALCANTI',
      'Cartório Cavalcânti de Registro Civil',
    ]);
    const texts = fieldValueWords(words).map((w) => w.text);
    expect(texts).toContain('Cavalcânti');
    expect(texts).not.toContain('Cartório');
  });

  it('keeps a label word misread by a letter (`NONE` for `NOME`): read right, its field is found (bench: seed 1008)', () => {
    const texts = fieldValueWords(page(['CERTIDÃO DE NASCIMENTO', 'NONE', 'THÉO CAVALCANTI'])).map(
      (w) => w.text,
    );
    expect(texts).toContain('NONE');
  });
});
