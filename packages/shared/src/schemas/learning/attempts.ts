import { z } from 'zod';
import { questionTypes, reviewMoments } from './authoring';

/** SiãoSeg quiz engine: attempts, accommodations, versions and regrade, analytics. */

/** What a learner sends for one question; its shape depends on the question type. */
export const answerSchema = z.object({
  option_ids: z.array(z.string().max(40)).max(20).optional(),
  /** associação: item id → chosen match id */
  pairs: z.record(z.string().max(40), z.string().max(40)).optional(),
  /** ordenação: option ids in the learner's order */
  order: z.array(z.string().max(40)).max(20).optional(),
});
export type Answer = z.infer<typeof answerSchema>;

export const startAttemptSchema = z.object({
  step_id: z.uuid({ error: 'Identificador inválido.' }).nullable().default(null),
});

/** A question as a learner sees it during an attempt: no `correct`, no feedback, no pairing. */
export const attemptQuestionSchema = z.object({
  question_id: z.string(),
  type: z.enum(questionTypes),
  statement: z.string(),
  points: z.number(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  /** associação: the right-hand column, shuffled, with ids unrelated to the items' */
  matches: z.array(z.object({ id: z.string(), text: z.string() })),
  answer: answerSchema.nullable(),
});
/** What the quiz's review matrix lets the learner see at this moment; null = not shown now. */
export const questionReviewSchema = z.object({
  question_id: z.string(),
  state: z.enum(['correta', 'parcial', 'incorreta']).nullable(),
  score: z.number().nullable(),
  points: z.number(),
  correct_option_ids: z.array(z.string()).nullable(),
  correct_pairs: z.record(z.string(), z.string()).nullable(),
  correct_order: z.array(z.string()).nullable(),
  feedback: z.array(z.object({ option_id: z.string(), text: z.string() })).nullable(),
  explanation: z.string().nullable(),
});
export type QuestionReview = z.infer<typeof questionReviewSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  quiz_id: z.string(),
  quiz_title: z.string(),
  number: z.number(),
  preview: z.boolean(),
  started_at: z.string(),
  deadline_at: z.string().nullable(),
  /** server clock when the response was built, so the browser's timer follows the server */
  server_now: z.string(),
  finished_at: z.string().nullable(),
  score_percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  pass_percent: z.number(),
  attempts_left: z.number().nullable(),
  questions: z.array(attemptQuestionSchema),
  /** per the quiz's review matrix for this moment; null when nothing may be shown */
  review: z.array(questionReviewSchema).nullable(),
  review_moment: z.enum(reviewMoments),
  one_per_page: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const learnerQuizSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pass_percent: z.number(),
  time_limit_minutes: z.number().nullable(),
  attempts_allowed: z.number().nullable(),
  attempts_used: z.number(),
  grade_percent: z.number().nullable(),
  passed: z.boolean(),
  open_attempt_id: z.string().nullable(),
  question_count: z.number(),
  attempts: z.array(
    z.object({
      id: z.string(),
      number: z.number(),
      finished_at: z.string().nullable(),
      score_percent: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
});
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;

// ---- accommodations -----------------------------------------------------------------------

export const accommodationInputSchema = z.object({
  user_id: z.uuid({ error: 'Escolha o aluno.' }),
  extra_minutes: z
    .number()
    .int({ error: 'Informe um número inteiro de minutos.' })
    .min(0, { error: 'O tempo extra não pode ser negativo.' })
    .max(600, { error: 'O tempo extra deve ser de no máximo 600 minutos.' })
    .default(0),
  time_multiplier: z
    .number({ error: 'Informe o multiplicador de tempo.' })
    .min(1, { error: 'O multiplicador de tempo deve ser de 1 a 5.' })
    .max(5, { error: 'O multiplicador de tempo deve ser de 1 a 5.' })
    .default(1),
  extra_attempts: z
    .number()
    .int({ error: 'Informe um número inteiro de tentativas.' })
    .min(0, { error: 'As tentativas extras não podem ser negativas.' })
    .max(50, { error: 'No máximo 50 tentativas extras.' })
    .default(0),
});
export type AccommodationInput = z.input<typeof accommodationInputSchema>;
export const accommodationSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  extra_minutes: z.number(),
  time_multiplier: z.number(),
  extra_attempts: z.number(),
  /** open attempts whose deadline was recalculated by this save */
  updated_attempts: z.number().optional(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;

// ---- versions, regrade ----------------------------------------------------------------------

export const questionVersionSummarySchema = z.object({
  id: z.string(),
  version: z.number(),
  created_at: z.string(),
  used: z.boolean(),
});
export const versionDiffQuerySchema = z.object({
  from: z.coerce.number().int().min(1).max(100_000),
  to: z.coerce.number().int().min(1).max(100_000),
});
export const versionChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;
export const versionDiffSchema = z.object({
  from: z.number(),
  to: z.number(),
  changes: z.array(versionChangeSchema),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

export const regradeInputSchema = z.object({ apply: z.boolean().default(false) });
export const regradeRowSchema = z.object({
  attempt_id: z.string(),
  user_name: z.string(),
  number: z.number(),
  before_percent: z.number(),
  after_percent: z.number(),
  before_passed: z.boolean(),
  after_passed: z.boolean(),
});
export type RegradeRow = z.infer<typeof regradeRowSchema>;
export const regradeResultSchema = z.object({
  applied: z.boolean(),
  attempts_checked: z.number(),
  changes: z.array(regradeRowSchema),
});
export type RegradeResult = z.infer<typeof regradeResultSchema>;

// ---- analytics --------------------------------------------------------------------------------

export const questionAnalyticsSchema = z.object({
  question_id: z.string(),
  statement: z.string(),
  type: z.string(),
  answered: z.number(),
  /** share (0–100) of closed attempts that earned the question's full points */
  correct_percent: z.number(),
  average_percent: z.number(),
  options: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean(), chosen: z.number() })),
});
export type QuestionAnalytics = z.infer<typeof questionAnalyticsSchema>;
export const quizAnalyticsSchema = z.object({
  attempts: z.number(),
  /** most missed first */
  questions: z.array(questionAnalyticsSchema),
});
export type QuizAnalytics = z.infer<typeof quizAnalyticsSchema>;
