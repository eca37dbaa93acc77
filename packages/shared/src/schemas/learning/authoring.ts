import { z } from 'zod';
import { userFuncoes } from '../../roles';
import { pageQuerySchema } from '../common';
import { titleField, webUrl } from '../fields';

/** SiãoSeg authoring: journeys → trails → steps; quizzes with versioned questions. */

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

const title = titleField;
const description = z
  .string()
  .trim()
  .max(5000, { error: 'A descrição deve ter no máximo 5.000 caracteres.' });
const uuid = z.uuid({ error: 'Identificador inválido.' });

export const journeyAudiences = ['todos_clientes', 'clientes_escolhidos'] as const;
export type JourneyAudience = (typeof journeyAudiences)[number];
export const journeyAudienceLabels: Record<JourneyAudience, string> = {
  todos_clientes: 'Todos os clientes',
  clientes_escolhidos: 'Clientes escolhidos',
};

export const journeyInputSchema = z
  .object({
    title,
    description: description.default(''),
    workload_hours: z
      .number({ error: 'Informe a carga horária.' })
      .int({ error: 'A carga horária deve ser um número inteiro de horas.' })
      .min(1, { error: 'A carga horária deve ser de pelo menos 1 hora.' })
      .max(1000, { error: 'A carga horária deve ser de no máximo 1.000 horas.' }),
    position: z.number().int().min(0).max(100_000).default(0),
    published: z.boolean().default(false),
    audience: z.enum(journeyAudiences, { error: 'Escolha o público.' }).default('todos_clientes'),
    client_ids: z.array(uuid).max(1000).default([]),
    /** only these "funções" of the clients' users (empty: every user of the audience) */
    funcoes: z
      .array(z.enum(userFuncoes, { error: 'Função inválida.' }))
      .max(20)
      .default([]),
    /** absolute due date (ISO) or N days after enrolment; at most one of them */
    due_at: z.iso.datetime({ offset: true, error: 'Data limite inválida.' }).nullable().default(null),
    due_days: z
      .number()
      .int({ error: 'Informe um número inteiro de dias.' })
      .min(1, { error: 'O prazo deve ser de pelo menos 1 dia.' })
      .max(3650, { error: 'O prazo deve ser de no máximo 3.650 dias.' })
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.due_at && v.due_days)
      ctx.addIssue({
        code: 'custom',
        path: ['due_days'],
        message: 'Escolha uma data limite ou um prazo em dias, não os dois.',
      });
    if (v.audience === 'clientes_escolhidos' && v.client_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['client_ids'], message: 'Escolha pelo menos um cliente.' });
  });
export type JourneyInput = z.input<typeof journeyInputSchema>;

export const stepKinds = ['documento', 'video', 'licao', 'quiz'] as const;
export type StepKind = (typeof stepKinds)[number];
export const stepKindLabels: Record<StepKind, string> = {
  documento: 'Documento',
  video: 'Vídeo',
  licao: 'Lição',
  quiz: 'Quiz',
};

export const stepInputSchema = z
  .object({
    id: uuid.optional(),
    kind: z.enum(stepKinds, { error: 'Escolha o tipo de etapa.' }),
    title,
    document_id: uuid.nullable().default(null),
    video_url: webUrl.nullable().default(null),
    video_minutes: z.number().int().min(1).max(600).nullable().default(null),
    lesson_html: z.string().max(200_000).nullable().default(null),
    quiz_id: uuid.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (s.kind === 'documento') need(s.document_id, 'document_id', 'Escolha o documento.');
    if (s.kind === 'video') {
      need(s.video_url, 'video_url', 'Informe o link do vídeo.');
      need(s.video_minutes, 'video_minutes', 'Informe a duração do vídeo em minutos.');
    }
    if (s.kind === 'licao') need(s.lesson_html?.trim(), 'lesson_html', 'Escreva o conteúdo da lição.');
    if (s.kind === 'quiz') need(s.quiz_id, 'quiz_id', 'Escolha o quiz.');
  });
export type StepInput = z.input<typeof stepInputSchema>;

export const trailInputSchema = z.object({
  title,
  description: description.default(''),
  /** the whole ordered list: steps with an id are kept (with their progress), the others created */
  steps: z.array(stepInputSchema).max(100).default([]),
});
export type TrailInput = z.input<typeof trailInputSchema>;

export const reorderSchema = z.object({ ids: z.array(uuid).min(1).max(1000) });

export const gradingMethods = ['maior', 'ultima', 'media'] as const;
export type GradingMethod = (typeof gradingMethods)[number];
export const gradingMethodLabels: Record<GradingMethod, string> = {
  maior: 'Maior nota',
  ultima: 'Última tentativa',
  media: 'Média das tentativas',
};
export const showAnswersModes = ['apos_tentativa', 'apos_ultima', 'nunca'] as const;
export type ShowAnswersMode = (typeof showAnswersModes)[number];
export const showAnswersLabels: Record<ShowAnswersMode, string> = {
  apos_tentativa: 'Após cada tentativa',
  apos_ultima: 'Após a última tentativa',
  nunca: 'Nunca',
};

/**
 * "Após cada tentativa" reveals the key after every attempt: with unlimited attempts a blank attempt
 * would hand it over before the real one, so it needs a finite number of attempts.
 */
export const SHOW_ANSWERS_UNLIMITED_MESSAGE =
  'Com tentativas ilimitadas, as respostas não podem aparecer após cada tentativa: limite o número de tentativas ou mostre as respostas após a última tentativa.';

/** Whether "show answers" reveals the key too early for this attempt limit (null = unlimited). */
export const showAnswersLeaksKey = (v: {
  show_answers?: ShowAnswersMode;
  attempts_allowed?: number | null;
}) => v.show_answers === 'apos_tentativa' && (v.attempts_allowed ?? null) === null;

export const quizInputSchema = z
  .object({
    title,
    description: description.default(''),
    pass_percent: z
      .number({ error: 'Informe a nota mínima.' })
      .int()
      .min(1, { error: 'A nota mínima deve ser de 1% a 100%.' })
      .max(100, { error: 'A nota mínima deve ser de 1% a 100%.' }),
    time_limit_minutes: z
      .number()
      .int()
      .min(1, { error: 'O tempo deve ser de pelo menos 1 minuto.' })
      .max(600, { error: 'O tempo deve ser de no máximo 600 minutos.' })
      .nullable()
      .default(null),
    /** null = unlimited */
    attempts_allowed: z
      .number()
      .int()
      .min(1, { error: 'Permita pelo menos 1 tentativa.' })
      .max(100)
      .nullable()
      .default(null),
    grading: z.enum(gradingMethods, { error: 'Escolha o método de avaliação.' }).default('maior'),
    shuffle: z.boolean().default(false),
    show_answers: z
      .enum(showAnswersModes, { error: 'Escolha quando mostrar as respostas.' })
      .default('apos_ultima'),
    // quiz engine: layout, review per moment, closing date, random slots
    one_per_page: z.boolean().default(true),
    review: reviewMatrixSchema.nullable().default(null),
    closes_at: z.iso
      .datetime({ offset: true, error: 'Data de fechamento inválida.' })
      .nullable()
      .default(null),
    random_slots: z.array(randomSlotSchema).max(20, { error: 'No máximo 20 sorteios.' }).default([]),
  })
  .superRefine((v, ctx) => {
    if (showAnswersLeaksKey(v))
      ctx.addIssue({ code: 'custom', path: ['show_answers'], message: SHOW_ANSWERS_UNLIMITED_MESSAGE });
  });
export type QuizInput = z.input<typeof quizInputSchema>;

export const questionTypes = ['unica', 'multipla', 'verdadeiro_falso', 'associacao', 'ordenacao'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionTypeLabels: Record<QuestionType, string> = {
  unica: 'Única escolha',
  multipla: 'Múltipla escolha',
  verdadeiro_falso: 'Verdadeiro/falso',
  associacao: 'Associação',
  ordenacao: 'Ordenação',
};

export const optionInputSchema = z.object({
  id: z.string().min(1).max(40).optional(),
  text: z
    .string({ error: 'Informe o texto da alternativa.' })
    .trim()
    .min(1, { error: 'Informe o texto da alternativa.' })
    .max(2000),
  /** única/múltipla/V-F: whether it is right */
  correct: z.boolean().default(false),
  /** associação: the item this one pairs with */
  match: z.string().trim().max(2000).nullable().default(null),
  feedback: z.string().trim().max(2000).nullable().default(null),
});

export const questionInputSchema = z
  .object({
    type: z.enum(questionTypes, { error: 'Escolha o tipo de pergunta.' }),
    statement: z
      .string({ error: 'Escreva o enunciado.' })
      .trim()
      .min(3, { error: 'Escreva o enunciado.' })
      .max(20_000),
    /** associação: pairs in `text` → `match`; ordenação: options in the right order */
    options: z.array(optionInputSchema).max(20, { error: 'No máximo 20 alternativas.' }),
    explanation: z.string().trim().max(5000).nullable().default(null),
    points: z.number().int().min(1, { error: 'A pergunta vale pelo menos 1 ponto.' }).max(100).default(1),
    category: categorySchema.nullable().default(null),
    bank_only: z.boolean().default(false),
    tags: questionTagsSchema.default([]),
  })
  .superRefine((q, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['options'], message });
    const correct = q.options.filter((o) => o.correct).length;
    if (q.options.length < 2) return fail('Cadastre pelo menos duas alternativas.');
    if (q.type === 'verdadeiro_falso' && q.options.length !== 2)
      return fail('Uma pergunta de verdadeiro/falso deve ter exatamente duas alternativas.');
    if (['unica', 'multipla', 'verdadeiro_falso'].includes(q.type) && correct === 0)
      return fail('Marque pelo menos uma alternativa correta.');
    if ((q.type === 'unica' || q.type === 'verdadeiro_falso') && correct > 1)
      return fail('Uma pergunta de única escolha deve ter só uma alternativa correta.');
    if (q.type === 'associacao' && q.options.some((o) => !o.match))
      return fail('Informe o par de cada item da associação.');
    if (q.bank_only && !q.category)
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'Uma pergunta só do banco precisa de uma categoria.',
      });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

// ---- responses -------------------------------------------------------------------------

export const journeySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  workload_hours: z.number(),
  position: z.number(),
  published: z.boolean(),
  audience: z.enum(journeyAudiences),
  client_ids: z.array(z.string()),
  due_at: z.string().nullable(),
  due_days: z.number().nullable(),
  trail_count: z.number(),
  funcoes: z.array(z.enum(userFuncoes)),
  /** signed link of the cover image, null when there is none */
  cover_url: z.string().nullable(),
});
export type JourneySummary = z.infer<typeof journeySummarySchema>;

export const stepSchema = z.object({
  id: z.string(),
  kind: z.enum(stepKinds),
  title: z.string(),
  position: z.number(),
  document_id: z.string().nullable(),
  video_url: z.string().nullable(),
  video_minutes: z.number().nullable(),
  lesson_html: z.string().nullable(),
  quiz_id: z.string().nullable(),
});
export type Step = z.infer<typeof stepSchema>;

export const trailSchema = z.object({
  id: z.string(),
  journey_id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number(),
  steps: z.array(stepSchema),
});
export type Trail = z.infer<typeof trailSchema>;

export const journeyDetailSchema = journeySummarySchema.extend({ trails: z.array(trailSchema) });
export type JourneyDetail = z.infer<typeof journeyDetailSchema>;

export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pass_percent: z.number(),
  time_limit_minutes: z.number().nullable(),
  attempts_allowed: z.number().nullable(),
  grading: z.enum(gradingMethods),
  shuffle: z.boolean(),
  show_answers: z.enum(showAnswersModes),
  question_count: z.number(),
  one_per_page: z.boolean(),
  review: reviewMatrixSchema,
  closes_at: z.string().nullable(),
  random_slots: z.array(randomSlotSchema),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const optionSchema = z.object({
  id: z.string(),
  text: z.string(),
  correct: z.boolean(),
  match: z.string().nullable(),
  feedback: z.string().nullable(),
});
/** The author's view of a question (answer key included): staff only. */
export const questionSchema = z.object({
  id: z.string(),
  quiz_id: z.string(),
  position: z.number(),
  version: z.number(),
  version_id: z.string(),
  /** the current version was answered in some attempt: the next save creates a new version */
  used: z.boolean(),
  type: z.enum(questionTypes),
  statement: z.string(),
  options: z.array(optionSchema),
  explanation: z.string().nullable(),
  points: z.number(),
  category: z.string().nullable(),
  bank_only: z.boolean(),
  tags: z.array(z.string()),
  /** the quiz slot is pinned to this version number (null: follows the latest) */
  pinned_version: z.number().nullable(),
});
export type Question = z.infer<typeof questionSchema>;
export const quizDetailSchema = quizSummarySchema.extend({ questions: z.array(questionSchema) });
export type QuizDetail = z.infer<typeof quizDetailSchema>;

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
