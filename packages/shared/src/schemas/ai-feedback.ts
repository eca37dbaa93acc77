import { z } from 'zod';
import { pageQuerySchema } from './common';

/** Thumbs up / thumbs down on one assistant reply. */
export const feedbackRatings = ['up', 'down'] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];
export const feedbackRatingLabels: Record<FeedbackRating, string> = { up: 'Útil', down: 'Não útil' };

export const FEEDBACK_COMMENT_MAX = 1000;

/** PUT messages/{id}/feedback: one vote per person and reply; sending again changes it. */
export const messageFeedbackInputSchema = z.object({
  rating: z.enum(feedbackRatings, { error: 'Avaliação inválida: use up ou down.' }),
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `O comentário deve ter no máximo ${FEEDBACK_COMMENT_MAX} caracteres.`)
    .default(''),
});
export type MessageFeedbackInput = z.input<typeof messageFeedbackInputSchema>;

/** The caller's vote on a reply, as the history and the vote's answer return it. */
export const messageFeedbackSchema = z.object({
  rating: z.enum(feedbackRatings),
  comment: z.string(),
  updated_at: z.string(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

/** Per-assistant analytics (staff). */
export const feedbackListQuerySchema = pageQuerySchema.pick({ page: true, limit: true }).extend({
  rating: z.enum(feedbackRatings, { error: 'Avaliação inválida: use up ou down.' }).optional(),
});
export const feedbackExportQuerySchema = feedbackListQuerySchema.omit({ page: true, limit: true }).extend({
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('csv'),
});

export const feedbackSummarySchema = z.object({
  total: z.number(),
  up: z.number(),
  down: z.number(),
  /** share of 👎 among the votes, 0–100 (0 when there is no vote) */
  down_percent: z.number(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackVoterKinds = ['user', 'widget'] as const;
export const feedbackVoterLabels: Record<(typeof feedbackVoterKinds)[number], string> = {
  user: 'Back-office',
  widget: 'Widget',
};

export const feedbackItemSchema = z.object({
  message_id: z.string(),
  thread_id: z.string(),
  thread_name: z.string(),
  rating: z.enum(feedbackRatings),
  comment: z.string(),
  voter_kind: z.enum(feedbackVoterKinds),
  voter_name: z.string(),
  client_name: z.string().nullable(),
  /** the reply that was rated (first characters) */
  reply_excerpt: z.string(),
  updated_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** A conversation behind a vote, read-only, as staff open it from the analytics. */
export const feedbackThreadSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  voter_kind: z.enum(feedbackVoterKinds),
  voter_name: z.string(),
  client_name: z.string().nullable(),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['user', 'assistant']),
      text: z.string(),
      created_at: z.string(),
      feedback: messageFeedbackSchema.nullable(),
    }),
  ),
});
export type FeedbackThread = z.infer<typeof feedbackThreadSchema>;

/** Suggested first questions of an assistant, shown when a conversation is empty. */
export const MAX_SUGGESTED_QUESTIONS = 4;
export const SUGGESTED_QUESTION_MAX = 200;
export const suggestedQuestionsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A pergunta sugerida não pode ficar vazia.')
      .max(
        SUGGESTED_QUESTION_MAX,
        `Cada pergunta sugerida deve ter no máximo ${SUGGESTED_QUESTION_MAX} caracteres.`,
      ),
  )
  .max(MAX_SUGGESTED_QUESTIONS, `Informe no máximo ${MAX_SUGGESTED_QUESTIONS} perguntas sugeridas.`)
  .refine((list) => new Set(list.map((q) => q.toLocaleLowerCase('pt-BR'))).size === list.length, {
    error: 'As perguntas sugeridas não podem se repetir.',
  });
