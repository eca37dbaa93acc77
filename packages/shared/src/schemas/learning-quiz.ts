import { z } from 'zod';

/** SiãoSeg quiz engine (issue 12): review per moment, random slots, accommodations, analytics. */

export const reviewItems = ['correcao', 'pontos', 'feedback', 'resposta_certa', 'explicacao'] as const;
export type ReviewItem = (typeof reviewItems)[number];
export const reviewItemLabels: Record<ReviewItem, string> = {
  correcao: 'Se a resposta está correta',
  pontos: 'Pontos obtidos',
  feedback: 'Comentário de cada alternativa',
  resposta_certa: 'Resposta certa',
  explicacao: 'Explicação geral',
};
export const reviewMoments = ['durante', 'logo_apos', 'depois', 'apos_fechamento'] as const;
export type ReviewMoment = (typeof reviewMoments)[number];
export const reviewMomentLabels: Record<ReviewMoment, string> = {
  durante: 'Durante a tentativa',
  logo_apos: 'Logo após a tentativa',
  depois: 'Depois, com o quiz aberto',
  apos_fechamento: 'Após o fechamento do quiz',
};
/** "Logo após" lasts this long after the attempt closes (then "depois" applies). */
export const REVIEW_RIGHT_AFTER_MS = 2 * 60_000;

const reviewRow = z.object(
  Object.fromEntries(reviewItems.map((i) => [i, z.boolean().default(false)])) as Record<
    ReviewItem,
    z.ZodDefault<z.ZodBoolean>
  >,
);
export const reviewMatrixSchema = z.object(
  Object.fromEntries(reviewMoments.map((m) => [m, reviewRow])) as Record<ReviewMoment, typeof reviewRow>,
);
export type ReviewMatrix = z.infer<typeof reviewMatrixSchema>;

const allItems = (on: boolean) =>
  Object.fromEntries(reviewItems.map((i) => [i, on])) as Record<ReviewItem, boolean>;
/** Nothing during the attempt, everything once it is closed (what the quiz did before the matrix). */
export const defaultReviewMatrix: ReviewMatrix = {
  durante: allItems(false),
  logo_apos: allItems(true),
  depois: allItems(true),
  apos_fechamento: allItems(true),
};

export const categorySchema = z
  .string()
  .trim()
  .min(2, { error: 'A categoria deve ter pelo menos 2 caracteres.' })
  .max(80, { error: 'A categoria deve ter no máximo 80 caracteres.' });

/** A question's tags (free labels to find it in the bank): trimmed, distinct, at most 20. */
export const questionTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(2, { error: 'Cada etiqueta deve ter pelo menos 2 caracteres.' })
      .max(40, { error: 'Cada etiqueta deve ter no máximo 40 caracteres.' }),
  )
  .max(20, { error: 'No máximo 20 etiquetas.' })
  .transform((tags) => [...new Set(tags)]);

export const randomSlotSchema = z.object({
  category: categorySchema,
  count: z
    .number({ error: 'Informe quantas perguntas sortear.' })
    .int({ error: 'Informe um número inteiro de perguntas.' })
    .min(1, { error: 'Sorteie pelo menos 1 pergunta.' })
    .max(50, { error: 'Sorteie no máximo 50 perguntas por categoria.' }),
});
export type RandomSlotInput = z.infer<typeof randomSlotSchema>;

/** Bank categories with how many live questions each holds (the "M" of "N de M"). */
export const bankCategorySchema = z.object({ category: z.string(), questions: z.number() });
export type BankCategory = z.infer<typeof bankCategorySchema>;

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
