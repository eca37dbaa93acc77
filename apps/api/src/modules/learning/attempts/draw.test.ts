import { describe, expect, it } from 'vitest';
import { drawQuestions } from './draw';

const q = (id: string) => ({ q: { id } });
const bank = ['b1', 'b2', 'b3', 'b4', 'b5'].map(q);
const ids = (r: { item: { q: { id: string } } }[]) => r.map((x) => x.item.q.id);

describe('random slots: N of category C', () => {
  const base = {
    fixed: [q('f1')],
    slots: [{ category: 'lgpd', count: 2 }],
    pools: new Map([['lgpd', bank]]),
    seen: new Set<string>(),
    shuffle: false,
  };

  it('replays the same draw from the same seed, whatever the pool order', () => {
    const a = drawQuestions({ ...base, seed: 'seed-1' });
    const b = drawQuestions({ ...base, seed: 'seed-1', pools: new Map([['lgpd', [...bank].reverse()]]) });
    expect(ids(a)).toEqual(ids(b));
    expect(ids(a)[0]).toBe('f1');
    expect(a.slice(1).every((x) => x.category === 'lgpd')).toBe(true);
    expect(new Set(ids(a)).size).toBe(3);
  });

  it('prefers questions the learner has not seen, then tops up with seen ones', () => {
    const seen = new Set(['b1', 'b2', 'b3', 'b4']);
    for (const seed of ['s1', 's2', 's3', 's4']) {
      const drawn = ids(drawQuestions({ ...base, seed, seen })).slice(1);
      expect(drawn[0]).toBe('b5');
      expect(drawn).toHaveLength(2);
    }
  });

  it('never repeats a fixed question or a question of an earlier slot, and gives what a short pool has', () => {
    const r = drawQuestions({
      ...base,
      seed: 'x',
      fixed: [q('b1')],
      slots: [
        { category: 'lgpd', count: 3 },
        { category: 'lgpd', count: 5 },
        { category: 'vazia', count: 2 },
      ],
    });
    expect(ids(r).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
  });

  it('shuffles the whole attempt when the quiz shuffles, still reproducibly', () => {
    const a = drawQuestions({ ...base, seed: 'z', shuffle: true, slots: [{ category: 'lgpd', count: 5 }] });
    const b = drawQuestions({ ...base, seed: 'z', shuffle: true, slots: [{ category: 'lgpd', count: 5 }] });
    expect(ids(a)).toEqual(ids(b));
    expect(ids(a).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'f1']);
  });
});
