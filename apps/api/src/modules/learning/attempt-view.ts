import type { Answer, Attempt, QuestionReview } from '@siao/shared';
import type { learningAttemptAnswers } from '../../db/schema';
import type { QuizRow, VersionRow } from './content-repository';
import type { AttemptRow } from './learner-repository';

interface ViewInput {
  quiz: QuizRow;
  attempt: AttemptRow;
  versions: VersionRow[];
  answers: (typeof learningAttemptAnswers.$inferSelect)[];
  attemptsUsed: number;
  now: Date;
}

/** Whether a closed attempt may show the answer key, per the quiz's setting (previews always do). */
function reviewAllowed({ quiz, attempt, attemptsUsed }: ViewInput): boolean {
  if (!attempt.finishedAt) return false;
  if (attempt.preview) return true;
  if (quiz.showAnswers === 'apos_tentativa') return true;
  if (quiz.showAnswers === 'apos_ultima')
    return quiz.attemptsAllowed !== null && attemptsUsed >= quiz.attemptsAllowed;
  return false;
}

/**
 * The learner's view of an attempt. While it is open nothing here says which option is right:
 * options carry only id and text, associação's right column has its own opaque ids, ordenação is
 * shuffled. The key and feedback join only once the attempt is closed and the quiz allows it.
 */
export function buildAttemptView(input: ViewInput): Attempt {
  const { quiz, attempt, versions, answers, attemptsUsed, now } = input;
  const byId = new Map(versions.map((v) => [v.id, v]));
  const questions = attempt.slots.map((slot) => {
    const v = byId.get(slot.version_id)!;
    const options = slot.option_order.map((id) => {
      const o = v.options.find((x) => x.id === id)!;
      return { id: o.id, text: o.text };
    });
    const matches = slot.match_order.map((mid) => {
      const o = v.options.find((x) => x.match_id === mid)!;
      return { id: o.match_id, text: o.match ?? '' };
    });
    const given = answers.find((a) => a.questionId === slot.question_id);
    return {
      question_id: slot.question_id,
      type: v.type,
      statement: v.statement,
      points: v.points,
      options,
      matches,
      answer: (given?.answer as Answer | undefined) ?? null,
    };
  });
  const review: QuestionReview[] | null = reviewAllowed(input)
    ? attempt.slots.map((slot) => {
        const v = byId.get(slot.version_id)!;
        const chosen = new Set(
          (answers.find((a) => a.questionId === slot.question_id)?.answer as Answer | undefined)
            ?.option_ids ?? [],
        );
        return {
          question_id: slot.question_id,
          score: answers.find((a) => a.questionId === slot.question_id)?.score ?? 0,
          points: v.points,
          correct_option_ids: v.options.filter((o) => o.correct).map((o) => o.id),
          correct_pairs:
            v.type === 'associacao' ? Object.fromEntries(v.options.map((o) => [o.id, o.match_id])) : {},
          correct_order: v.type === 'ordenacao' ? v.options.map((o) => o.id) : [],
          feedback: v.options
            .filter((o) => o.feedback && chosen.has(o.id))
            .map((o) => ({ option_id: o.id, text: o.feedback! })),
          explanation: v.explanation,
        };
      })
    : null;
  return {
    id: attempt.id,
    quiz_id: attempt.quizId,
    quiz_title: quiz.title,
    number: attempt.number,
    preview: attempt.preview,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt?.toISOString() ?? null,
    server_now: now.toISOString(),
    finished_at: attempt.finishedAt?.toISOString() ?? null,
    score_percent: attempt.scorePercent,
    passed: attempt.passed,
    pass_percent: quiz.passPercent,
    attempts_left:
      attempt.preview || quiz.attemptsAllowed === null
        ? null
        : Math.max(0, quiz.attemptsAllowed - attemptsUsed),
    questions,
    review,
  };
}
