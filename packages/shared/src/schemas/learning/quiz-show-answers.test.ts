import { describe, expect, it } from 'vitest';
import { quizInputSchema, SHOW_ANSWERS_UNLIMITED_MESSAGE } from './authoring';

const quiz = (over: object) => quizInputSchema.safeParse({ title: 'Quiz LGPD', pass_percent: 70, ...over });

describe('"Mostrar respostas" and the number of attempts', () => {
  it('refuses "after each attempt" with unlimited attempts, on the show_answers field, in Portuguese', () => {
    const res = quiz({ show_answers: 'apos_tentativa', attempts_allowed: null });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['show_answers', SHOW_ANSWERS_UNLIMITED_MESSAGE],
    ]);
    expect(SHOW_ANSWERS_UNLIMITED_MESSAGE).toMatch(/tentativas ilimitadas/);
  });

  it('accepts "after each attempt" with a finite number of attempts', () => {
    expect(quiz({ show_answers: 'apos_tentativa', attempts_allowed: 3 }).success).toBe(true);
  });

  it('accepts "after the last attempt" and "never" with unlimited attempts', () => {
    expect(quiz({ show_answers: 'apos_ultima', attempts_allowed: null }).success).toBe(true);
    expect(quiz({ show_answers: 'nunca' }).success).toBe(true);
  });

  it('defaults to "after the last attempt", so a quiz saved without choosing is valid', () => {
    const res = quiz({});
    expect(res.success).toBe(true);
    expect(res.data?.show_answers).toBe('apos_ultima');
  });
});
