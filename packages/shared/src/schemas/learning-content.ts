import { z } from 'zod';
import { pageQuerySchema } from './common';

/** SiãoSeg content side (issue 12): documents shown inside trails, staff progress. */

export const learningDocumentMetaSchema = z.object({
  title: z
    .string({ error: 'Informe o título.' })
    .trim()
    .min(3, { error: 'O título deve ter pelo menos 3 caracteres.' })
    .max(200, { error: 'O título deve ter no máximo 200 caracteres.' }),
  description: z
    .string()
    .trim()
    .max(2000, { error: 'A descrição deve ter no máximo 2.000 caracteres.' })
    .nullable()
    .default(null),
});
export type LearningDocumentMeta = z.input<typeof learningDocumentMetaSchema>;

export const learningDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  current_version: z.number(),
  file_name: z.string(),
  format: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  updated_at: z.string(),
  /** trail steps that show it */
  step_count: z.number(),
});
export type LearningDocument = z.infer<typeof learningDocumentSchema>;

export const learningDocumentListQuerySchema = pageQuerySchema.omit({ sort: true });

// ---- superadmin lists (page, limit, search, filters) ------------------------------------------

export const journeyListQuerySchema = pageQuerySchema.omit({ sort: true }).extend({
  situacao: z.enum(['publicada', 'rascunho'], { error: 'Situação inválida.' }).optional(),
});
export type JourneyListQuery = z.infer<typeof journeyListQuerySchema>;
export const quizListQuerySchema = pageQuerySchema.omit({ sort: true });
export type QuizListQuery = z.infer<typeof quizListQuerySchema>;
/** A quiz's questions, or the whole bank (every quiz): search in the statement, tag, category. */
export const questionListQuerySchema = pageQuerySchema.omit({ sort: true }).extend({
  tag: z.string().trim().max(40).optional(),
  category: z.string().trim().max(80).optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;
export const questionTagSchema = z.object({ tag: z.string(), questions: z.number() });
export type QuestionTag = z.infer<typeof questionTagSchema>;
/** Pins a quiz slot to one version of its question (null: follow the latest). */
export const pinQuestionSchema = z.object({
  version: z.number({ error: 'Informe a versão.' }).int().min(1).nullable(),
});
export type PinQuestionInput = z.infer<typeof pinQuestionSchema>;

/** What a learner gets for a document step: short-lived links and, when readable, its text. */
export const learnerDocumentSchema = z.object({
  step_id: z.string(),
  title: z.string(),
  file_name: z.string(),
  format: z.string(),
  mime: z.string(),
  url: z.string(),
  download_url: z.string(),
  expires_at: z.string(),
  /** the file's text (PDF, DOCX, TXT…) for reading in the page; null while unknown or for images */
  text: z.string().nullable(),
});
export type LearnerDocument = z.infer<typeof learnerDocumentSchema>;

// ---- staff progress (per client, per learner; Relatórios "treinamentos") -------------------

export const progressStatuses = ['nao_iniciada', 'em_andamento', 'concluida', 'atrasada'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];
export const progressStatusLabels: Record<ProgressStatus, string> = {
  nao_iniciada: 'Não iniciada',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  atrasada: 'Atrasada',
};

const optionalId = z.uuid({ error: 'Identificador inválido.' }).optional();
const progressFilters = {
  client_id: optionalId,
  journey_id: optionalId,
  status: z.enum(progressStatuses, { error: 'Situação inválida.' }).optional(),
};
export const progressListQuerySchema = pageQuerySchema.omit({ sort: true }).extend(progressFilters);
export type ProgressListQuery = z.infer<typeof progressListQuerySchema>;
export const progressExportQuerySchema = z.object({
  ...progressFilters,
  q: z.string().trim().max(200).optional(),
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }),
});
export const progressSummaryQuerySchema = z.object({
  client_id: optionalId,
  journey_id: optionalId,
  formato: z
    .enum(['json', 'csv', 'xlsx'], { error: 'Formato inválido: use json, csv ou xlsx.' })
    .default('json'),
});

/** One learner in one journey. */
export const learnerProgressSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  journey_id: z.string(),
  journey_title: z.string(),
  enrolled_at: z.string(),
  due_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  status: z.enum(progressStatuses),
  steps_done: z.number(),
  steps_total: z.number(),
  /** closed attempts (previews excluded) on the journey's quizzes */
  attempts: z.number(),
  /** mean of the learner's best closed attempt on each quiz of the journey tried so far */
  score_percent: z.number().nullable(),
  certificate_id: z.string().nullable(),
});
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;

/** Completion and scores of one journey at one client. */
export const progressSummaryRowSchema = z.object({
  client_id: z.string(),
  client_name: z.string(),
  journey_id: z.string(),
  journey_title: z.string(),
  enrolled: z.number(),
  nao_iniciada: z.number(),
  em_andamento: z.number(),
  concluida: z.number(),
  atrasada: z.number(),
  completion_percent: z.number(),
  /** mean score of the closed attempts of the client's learners on the journey's quizzes */
  score_percent: z.number().nullable(),
  attempts: z.number(),
});
export type ProgressSummaryRow = z.infer<typeof progressSummaryRowSchema>;

/** xAPI export (staff): the statements of one client, or all, from a moment on. */
export const xapiExportQuerySchema = z.object({
  client_id: optionalId,
  since: z.iso.datetime({ offset: true, error: 'Data inicial inválida.' }).optional(),
});
