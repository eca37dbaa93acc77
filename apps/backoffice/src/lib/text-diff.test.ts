import { describe, expect, it } from 'vitest';
import { diffLines, htmlToLines } from './text-diff';

describe('terms diff', () => {
  it('lists removed and added lines in order, keeping the common ones', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines([], ['novo'])).toEqual([{ kind: 'added', text: 'novo' }]);
  });

  it('reads HTML as one line per paragraph or list item', () => {
    expect(
      htmlToLines(
        '<h2>Uso</h2><p>Confira   as <strong>respostas</strong>.</p><ul><li><p>Um</p></li><li>Dois</li></ul><p></p>',
      ),
    ).toEqual(['Uso', 'Confira as respostas.', 'Um', 'Dois']);
  });
});
