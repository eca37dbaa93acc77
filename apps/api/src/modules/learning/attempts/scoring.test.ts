import { describe, expect, it } from 'vitest';
import { gradeOf, percentOf, type ScoredQuestion, scoreAnswer, seededShuffle } from './scoring';

const opt = (id: string, correct = false) => ({ id, correct, match_id: `m-${id}` });
const single: ScoredQuestion = { type: 'unica', options: [opt('a', true), opt('b'), opt('c')] };
const tf: ScoredQuestion = { type: 'verdadeiro_falso', options: [opt('v', true), opt('f')] };
const multiple: ScoredQuestion = {
  type: 'multipla',
  options: [opt('a', true), opt('b', true), opt('c'), opt('d')],
};
const matching: ScoredQuestion = { type: 'associacao', options: [opt('a'), opt('b'), opt('c'), opt('d')] };
const ordering: ScoredQuestion = { type: 'ordenacao', options: [opt('1'), opt('2'), opt('3'), opt('4')] };

describe('scoring rules', () => {
  it('scores nothing for no answer, of any type', () => {
    for (const q of [single, tf, multiple, matching, ordering]) {
      expect(scoreAnswer(q, null)).toBe(0);
      expect(scoreAnswer(q, {})).toBe(0);
    }
  });

  it('única and verdadeiro/falso: all or nothing, and two ticks are wrong', () => {
    expect(scoreAnswer(single, { option_ids: ['a'] })).toBe(1);
    expect(scoreAnswer(single, { option_ids: ['b'] })).toBe(0);
    expect(scoreAnswer(single, { option_ids: ['a', 'b'] })).toBe(0);
    expect(scoreAnswer(tf, { option_ids: ['v'] })).toBe(1);
    expect(scoreAnswer(tf, { option_ids: ['f'] })).toBe(0);
  });

  it('múltipla: partial credit, wrong ticks subtract, ticking everything scores 0', () => {
    expect(scoreAnswer(multiple, { option_ids: ['a', 'b'] })).toBe(1);
    expect(scoreAnswer(multiple, { option_ids: ['a'] })).toBe(0.5);
    expect(scoreAnswer(multiple, { option_ids: ['a', 'b', 'c'] })).toBe(0.5);
    expect(scoreAnswer(multiple, { option_ids: ['a', 'c', 'd'] })).toBe(0);
    expect(scoreAnswer(multiple, { option_ids: ['a', 'b', 'c', 'd'] })).toBe(0);
    expect(scoreAnswer(multiple, { option_ids: ['zzz'] })).toBe(0);
  });

  it('associação: share of right pairs', () => {
    expect(scoreAnswer(matching, { pairs: { a: 'm-a', b: 'm-b', c: 'm-c', d: 'm-d' } })).toBe(1);
    expect(scoreAnswer(matching, { pairs: { a: 'm-a', b: 'm-c', c: 'm-b' } })).toBe(0.25);
    expect(scoreAnswer(matching, { pairs: { a: 'a', b: 'b' } })).toBe(0);
  });

  it('ordenação: share of items in their right place', () => {
    expect(scoreAnswer(ordering, { order: ['1', '2', '3', '4'] })).toBe(1);
    expect(scoreAnswer(ordering, { order: ['1', '2', '4', '3'] })).toBe(0.5);
    expect(scoreAnswer(ordering, { order: ['4', '3', '2', '1'] })).toBe(0);
  });

  it('edge cases: every option ticked, unknown ids, repeated or short answers', () => {
    expect(scoreAnswer(single, { option_ids: ['a', 'b', 'c'] })).toBe(0);
    expect(scoreAnswer(tf, { option_ids: ['v', 'f'] })).toBe(0);
    expect(scoreAnswer(single, { option_ids: ['a', 'a'] })).toBe(1); // the same option sent twice is one tick
    expect(scoreAnswer(single, { option_ids: [] })).toBe(0);
    const allRight: ScoredQuestion = { type: 'multipla', options: [opt('a', true), opt('b', true)] };
    expect(scoreAnswer(allRight, { option_ids: ['a', 'b'] })).toBe(1);
    expect(scoreAnswer(allRight, { option_ids: ['a'] })).toBe(0.5);
    const oneRight: ScoredQuestion = { type: 'multipla', options: [opt('a', true), opt('b'), opt('c')] };
    expect(scoreAnswer(oneRight, { option_ids: ['a', 'b'] })).toBe(0.5);
    expect(scoreAnswer(oneRight, { option_ids: ['a', 'b', 'c'] })).toBe(0);
    expect(scoreAnswer(matching, { pairs: {} })).toBe(0);
    // every item pointed at the same match: only the one that owns it counts
    expect(scoreAnswer(matching, { pairs: { a: 'm-a', b: 'm-a', c: 'm-a', d: 'm-a' } })).toBe(0.25);
    expect(scoreAnswer(ordering, { order: ['1', '2'] })).toBe(0.5);
    expect(scoreAnswer(ordering, { order: ['1', '1', '1', '1'] })).toBe(0.25);
    expect(scoreAnswer(ordering, { order: [] })).toBe(0);
    expect(scoreAnswer(ordering, { option_ids: ['1', '2', '3', '4'] })).toBe(0); // wrong shape for the type
  });

  it('grades by highest, last or average, and turns points into a percentage', () => {
    expect(gradeOf('maior', [40, 90, 70])).toBe(90);
    expect(gradeOf('ultima', [40, 90, 70])).toBe(70);
    expect(gradeOf('media', [40, 90, 70])).toBeCloseTo(66.67);
    expect(gradeOf('media', [])).toBeNull();
    expect(percentOf(2.5, 4)).toBe(62.5);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('shuffles reproducibly from the seed', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(seededShuffle(items, 's1')).toEqual(seededShuffle(items, 's1'));
    expect(seededShuffle(items, 's1').sort()).toEqual(items);
  });
});
