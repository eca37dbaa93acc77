import { expect, it } from 'vitest';
import { countLabel, pluralWord } from './plural';

it('writes real plurals: 1 fatura, 2 faturas, 0 faturas', () => {
  expect(countLabel(1, 'fatura')).toBe('1 fatura');
  expect(countLabel(2, 'fatura')).toBe('2 faturas');
  expect(countLabel(0, 'fatura')).toBe('0 faturas');
  expect(countLabel(1234, 'cliente')).toBe('1.234 clientes');
  expect(countLabel(3, 'pergunta sem resposta', 'perguntas sem resposta')).toBe('3 perguntas sem resposta');
  expect(pluralWord(1, 'criada')).toBe('criada');
  expect(pluralWord(5, 'criada')).toBe('criadas');
});
