import type { Answer, QuestionType } from '@siao/shared';

/** What scoring needs of a question version (see StoredOption). */
export interface ScoredQuestion {
  type: QuestionType;
  options: { id: string; correct: boolean; match_id: string }[];
}

/**
 * Fraction of the question's points earned, from 0 to 1. Pure: the same answer to the same version
 * always scores the same, so a review or an audit can recompute it.
 * - única / verdadeiro-falso: 1 when the one ticked option is the correct one, else 0.
 * - múltipla: each correct option ticked adds 1/C, each wrong one ticked takes 1/W away (C correct,
 *   W wrong options), never below 0; ticking everything therefore scores 0, not full marks.
 * - associação: share of items paired with their own match.
 * - ordenação: share of items in their right position.
 */
export function scoreAnswer(q: ScoredQuestion, answer: Answer | null | undefined): number {
  if (!answer) return 0;
  const ids = new Set(answer.option_ids ?? []);
  switch (q.type) {
    case 'unica':
    case 'verdadeiro_falso': {
      if (ids.size !== 1) return 0;
      return q.options.some((o) => o.correct && ids.has(o.id)) ? 1 : 0;
    }
    case 'multipla': {
      const right = q.options.filter((o) => o.correct);
      const wrong = q.options.filter((o) => !o.correct);
      const gained = right.filter((o) => ids.has(o.id)).length / right.length;
      const lost = wrong.length ? wrong.filter((o) => ids.has(o.id)).length / wrong.length : 0;
      return round(Math.max(0, gained - lost));
    }
    case 'associacao': {
      const pairs = answer.pairs ?? {};
      const hits = q.options.filter((o) => pairs[o.id] === o.match_id).length;
      return round(hits / q.options.length);
    }
    case 'ordenacao': {
      const order = answer.order ?? [];
      const hits = q.options.filter((o, i) => order[i] === o.id).length;
      return round(hits / q.options.length);
    }
  }
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Percentage (0–100, two decimals) of points earned over the points available. */
export function percentOf(points: number, maxPoints: number): number {
  return maxPoints > 0 ? Math.round((points / maxPoints) * 10_000) / 100 : 0;
}

/** The quiz grade from the closed attempts' percentages, oldest first. */
export function gradeOf(method: 'maior' | 'ultima' | 'media', scores: number[]): number | null {
  if (!scores.length) return null;
  if (method === 'maior') return Math.max(...scores);
  if (method === 'ultima') return scores[scores.length - 1]!;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
}

/** Deterministic shuffle (mulberry32 over the seed) so an attempt's order can be replayed. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
