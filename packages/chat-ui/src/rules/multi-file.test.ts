import { describe, expect, it } from 'vitest';
import { type FileSlot, toRows, validateMultiFile, withFreeSlot } from './multi-file';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({
  name,
  type: name.endsWith('.pdf') ? 'application/pdf' : '',
  size,
});
const slot = (f: FileSlot['file'], description = 'Contrato'): FileSlot => ({ file: f, description });
const free: FileSlot = { file: null, description: '' };

describe('multi-file validation, in the order of spec §5', () => {
  it('1. every used slot needs a file (the trailing free slot does not count)', () => {
    expect(validateMultiFile([free], 'x')).toBe('Por favor, selecione todos os arquivos antes de enviar.');
    expect(validateMultiFile([slot(file('a.png')), slot(null, 'sem arquivo'), free], '')).toBe(
      'Por favor, selecione todos os arquivos antes de enviar.',
    );
  });
  it('2. every file needs a description', () => {
    expect(validateMultiFile([slot(file('a.png'), '   '), free], '')).toBe(
      'Por favor, adicione uma descrição para todos os arquivos.',
    );
  });
  it('3. descriptions are at most 255 characters', () => {
    expect(validateMultiFile([slot(file('a.png'), 'a'.repeat(255)), free], 'usar')).toBeNull();
    expect(validateMultiFile([slot(file('a.png'), 'a'.repeat(256)), free], '')).toBe(
      'A descrição deve ter no máximo 255 caracteres.',
    );
  });
  it('4. sizes: 4.5 MB, or 35 MB once a PDF has been seen', () => {
    const big = file('b.png', 5 * MB);
    expect(validateMultiFile([slot(big), slot(file('a.pdf'))], '')).toBe('O arquivo excede 4.5MB!');
    expect(validateMultiFile([slot(file('a.pdf')), slot(big)], 'usar')).toBeNull();
    expect(validateMultiFile([slot(file('a.pdf', 36 * MB))], '')).toBe('O arquivo excede 35MB!');
  });
  it('5. the overall instruction is required', () => {
    expect(validateMultiFile([slot(file('a.pdf')), free], '  ')).toBe(
      'Descreva como deseja que o assistente utilize os arquivos',
    );
    expect(validateMultiFile([slot(file('a.pdf')), free], 'Compare os contratos')).toBeNull();
  });
});

describe('slot layout', () => {
  it('always keeps one free slot and lays out 5 per row', () => {
    const five = Array.from({ length: 5 }, (_, i) => slot(file(`${i}.pdf`)));
    const slots = withFreeSlot([...five, free, free]);
    expect(slots).toHaveLength(6);
    expect(slots.at(-1)).toEqual(free);
    expect(toRows(slots).map((r) => r.length)).toEqual([5, 1]);
    expect(withFreeSlot([])).toEqual([free]);
  });
});
