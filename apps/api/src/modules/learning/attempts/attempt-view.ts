import {
  type Answer,
  type Attempt,
  defaultReviewMatrix,
  type QuestionReview,
  REVIEW_RIGHT_AFTER_MS,
  type ReviewItem,
  type ReviewMoment,
  reviewItems,
} from '@siao/shared';
import type { learningAttemptAnswers } from '../../../db/schema';
import type { QuizRow, VersionRow } from '../authoring/content-repository';
import type { AttemptRow } from './attempt-repository';
import { scoreAnswer } from './scoring';

interface ViewInput {
  quiz: QuizRow;
  attempt: AttemptRow;
  versions: VersionRow[];
  answers: (typeof learningAttemptAnswers.$inferSelect)[];
  attemptsUsed: number;
  /** attempts this learner may use (accommodation included); null = unlimited */
  attemptsAllowed: number | null;
  now: Date;
}

type Items = Record<ReviewItem, boolean>;

/** Which of the four review moments applies to this attempt now. */
function reviewMomentOf(
  quiz: Pick<QuizRow, 'closesAt'>,
  attempt: Pick<AttemptRow, 'finishedAt'>,
  now: Date,
): ReviewMoment {
  if (!attempt.finishedAt) return 'durante';
  if (quiz.closesAt && now >= quiz.closesAt) return 'apos_fechamento';
  if (now.getTime() - attempt.finishedAt.getTime() < REVIEW_RIGHT_AFTER_MS) return 'logo_apos';
  return 'depois';
}

/**
 * What the learner may see now: the quiz's review matrix row for the moment; "mostrar respostas"
 * further holds back the answer key, per-option feedback and explanation (never, or until the last
 * attempt is used or the quiz closes). Staff previews see everything.
 */
function reviewItemsFor(input: Omit<ViewInput, 'versions' | 'answers'>, moment: ReviewMoment): Items {
  const { quiz, attempt, attemptsUsed, attemptsAllowed } = input;
  if (attempt.preview) return Object.fromEntries(reviewItems.map((i) => [i, true])) as Items;
  const items = { ...(quiz.review ?? defaultReviewMatrix)[moment] };
  const keyAllowed =
    quiz.showAnswers === 'apos_tentativa' ||
    (quiz.showAnswers === 'apos_ultima' &&
      (moment === 'apos_fechamento' || (attemptsAllowed !== null && attemptsUsed >= attemptsAllowed)));
  if (!keyAllowed) items.resposta_certa = items.feedback = items.explicacao = false;
  return items;
}

const stateOf = (fraction: number) => (fraction >= 1 ? 'correta' : fraction > 0 ? 'parcial' : 'incorreta');

/**
 * The learner's view of an attempt. Questions carry only ids and texts (associação's right column
 * has its own opaque ids, ordenação is shuffled); the review joins per item and moment as the quiz
 * allows: while the attempt is open only for questions already answered, and only what "durante"
 * permits. Nothing the moment does not allow is ever in the response.
 */
export function buildAttemptView(input: ViewInput): Attempt {
  const { quiz, attempt, versions, answers, attemptsUsed, attemptsAllowed, now } = input;
  const byId = new Map(versions.map((v) => [v.id, v]));
  const answerOf = (questionId: string) => answers.find((a) => a.questionId === questionId);
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
    return {
      question_id: slot.question_id,
      type: v.type,
      statement: v.statement,
      points: v.points,
      options,
      matches,
      answer: (answerOf(slot.question_id)?.answer as Answer | undefined) ?? null,
    };
  });
  const moment = reviewMomentOf(quiz, attempt, now);
  const items = reviewItemsFor(input, moment);
  const open = !attempt.finishedAt;
  const anything = reviewItems.some((i) => items[i]);
  const review: QuestionReview[] | null = anything
    ? attempt.slots.flatMap((slot) => {
        const v = byId.get(slot.version_id)!;
        const given = answerOf(slot.question_id);
        if (open && !given) return [];
        const answer = given?.answer as Answer | undefined;
        const points = open ? scoreAnswer(v, answer) * v.points : (given?.score ?? 0);
        const chosen = new Set(answer?.option_ids ?? []);
        return [
          {
            question_id: slot.question_id,
            state: items.correcao ? stateOf(v.points ? points / v.points : 0) : null,
            score: items.pontos ? points : null,
            points: v.points,
            correct_option_ids: items.resposta_certa
              ? v.options.filter((o) => o.correct).map((o) => o.id)
              : null,
            correct_pairs: items.resposta_certa
              ? v.type === 'associacao'
                ? Object.fromEntries(v.options.map((o) => [o.id, o.match_id]))
                : {}
              : null,
            correct_order: items.resposta_certa
              ? v.type === 'ordenacao'
                ? v.options.map((o) => o.id)
                : []
              : null,
            feedback: items.feedback
              ? v.options
                  .filter((o) => o.feedback && chosen.has(o.id))
                  .map((o) => ({ option_id: o.id, text: o.feedback! }))
              : null,
            explanation: items.explicacao ? v.explanation : null,
          },
        ];
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
      attempt.preview || attemptsAllowed === null ? null : Math.max(0, attemptsAllowed - attemptsUsed),
    questions,
    review,
    review_moment: moment,
    one_per_page: quiz.onePerPage,
  };
}
