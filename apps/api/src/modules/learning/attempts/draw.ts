import type { RandomSlot } from '../../../db/schema';
import { seededShuffle } from './scoring';

interface Drawable {
  q: { id: string };
}

/**
 * The questions of a new attempt, in their fixed order: the quiz's fixed questions, then for each
 * random slot "N of category C" N questions of the bank category, questions the learner has not
 * seen yet first. Pure over (seed, fixed, pools, seen): an audit with the attempt's stored seed and
 * the same bank replays the same draw. A category with fewer than N questions gives what it has.
 */
export function drawQuestions<T extends Drawable>(input: {
  seed: string;
  fixed: T[];
  slots: RandomSlot[];
  pools: Map<string, T[]>;
  seen: Set<string>;
  shuffle: boolean;
}): { item: T; category?: string }[] {
  const taken = new Set(input.fixed.map((f) => f.q.id));
  const drawn: { item: T; category?: string }[] = input.fixed.map((item) => ({ item }));
  input.slots.forEach((slot, i) => {
    const pool = [...(input.pools.get(slot.category) ?? [])]
      .filter((p) => !taken.has(p.q.id))
      .sort((a, b) => (a.q.id < b.q.id ? -1 : 1));
    const fresh = pool.filter((p) => !input.seen.has(p.q.id));
    const again = pool.filter((p) => input.seen.has(p.q.id));
    const picked = [
      ...seededShuffle(fresh, `${input.seed}:slot:${i}:novas`),
      ...seededShuffle(again, `${input.seed}:slot:${i}:vistas`),
    ].slice(0, slot.count);
    for (const item of picked) {
      taken.add(item.q.id);
      drawn.push({ item, category: slot.category });
    }
  });
  return input.shuffle ? seededShuffle(drawn, input.seed) : drawn;
}
