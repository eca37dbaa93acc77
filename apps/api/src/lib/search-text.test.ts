import { describe, expect, it } from 'vitest';
import { queryTerms, snippetFor, termCoverage } from './search-text';

const law =
  'O tabelião lavra a escritura pública de compra e venda depois de conferir a certidão de ônus reais ' +
  'do imóvel, a quitação do ITBI e a consulta à Central Nacional de Indisponibilidade de Bens, que ' +
  'deve ser feita no mesmo dia da lavratura para que o ato não seja anulado por ordem judicial posterior.';

describe('snippetFor', () => {
  it('cuts between words, never in the middle of one', () => {
    const snippet = snippetFor(law, queryTerms('indisponibilidade'), 60);
    const words = new Set(law.split(/\s+/));
    const inner = snippet.replace(/^…|…$/g, '').split(/\s+/);
    expect(words.has(inner[0]!)).toBe(true);
    expect(words.has(inner.at(-1)!)).toBe(true);
  });
});

describe('termCoverage', () => {
  it('is the share of the question subject a text speaks about', () => {
    expect(termCoverage(law, queryTerms('Quais certidões preciso para a escritura de compra?'))).toBe(1);
    expect(termCoverage(law, queryTerms('Qual é a previsão do tempo para amanhã em Palmas?'))).toBe(0);
  });
});
