import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { stepSchema } from './authoring';

/** SiãoSeg progress: the learner's journeys, staff progress (per client, per learner). */

export const stepStatuses = ['bloqueada', 'disponivel', 'concluida'] as const;
export const learnerStepSchema = stepSchema.extend({ status: z.enum(stepStatuses) });
export const learnerJourneySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  workload_hours: z.number(),
  cover_url: z.string().nullable().optional(),
  enrolled_at: z.string(),
  due_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  steps_total: z.number(),
  steps_done: z.number(),
  certificate_id: z.string().nullable(),
  trails: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      steps: z.array(learnerStepSchema),
    }),
  ),
});
export type LearnerJourney = z.infer<typeof learnerJourneySchema>;

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
