import { z } from 'zod';
import { aiToolNames } from '../ai-tools';
import { DEFAULT_MODEL, MAX_MESSAGES_TO_MODEL } from '../constants';
import { messageFeedbackSchema, suggestedQuestionsSchema } from './ai-feedback';
import { aiToolEventSchema, assistantToolsSchema } from './ai-tools';

/** Spec §3 and §7 "Widget": shapes shared by the AI server, the widget and the back-office SiãoGPT area. */

const interactionModes = ['chat', 'tool'] as const;
export type InteractionMode = (typeof interactionModes)[number];

/** Assistant as the widget and the agents list see it (spec §3). */
export const assistantSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  interaction_mode: z.string(), // 'chat' | 'tool'; any other value is shown as file upload
  default_chat: z.boolean(),
  window_context: z.boolean(),
  presentation: z.boolean(),
  /** shown in the empty conversation; clicking one sends it (absent from older servers) */
  suggested_questions: z.array(z.string()).optional(),
});
export type Assistant = z.infer<typeof assistantSchema>;

const documentFormats = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'html', 'txt', 'md'] as const;
export type DocumentFormat = (typeof documentFormats)[number];
const imageFormats = ['jpeg', 'png', 'gif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Content parts as the client SENDS them (spec §3): text, file or image, base64 inline. */
const textPartSchema = z.object({ text: z.string().max(200_000) });
const filePartSchema = z.object({
  document_format: z.enum(documentFormats),
  document_name: z.string().min(1).max(200),
  document_base64: z.string().min(1),
  /** window_context assistants: what this file is (max 255 characters, spec §5) */
  document_description: z.string().max(255).optional(),
});
const imagePartSchema = z.object({
  image_format: z.enum(imageFormats),
  image_name: z.string().min(1).max(200),
  image_base64: z.string().min(1),
  /** window_context assistants: what this image is (max 255 characters, spec §5) */
  image_description: z.string().max(255).optional(),
});
const contentPartSchema = z.union([textPartSchema, filePartSchema, imagePartSchema]);
export type ContentPart = z.infer<typeof contentPartSchema>;

const chatRoles = ['user', 'assistant'] as const;
const converseMessageSchema = z.object({
  role: z.enum(chatRoles),
  content: z.array(contentPartSchema).min(1).max(20),
});
export type ConverseMessage = z.infer<typeof converseMessageSchema>;

/** Spec §9: the client sends the last 9 messages; the server enforces it. */
export const converseStreamBodySchema = z.object({
  messages: z.array(converseMessageSchema).min(1).max(MAX_MESSAGES_TO_MODEL),
  /** optional model value from the model list; the assistant's model otherwise */
  model: z.string().max(100).optional(),
  /** the id of a tool call waiting for the user's confirmation (`event: tool`, state `confirm`) */
  confirmar_ferramenta: z.uuid().optional(),
  /**
   * Regenerate: the id of the thread's last reply, which is replaced by the new one. `messages` then ends
   * with the question that reply answered, which is not saved again. A reply that is no longer the
   * thread's last (a second click) is refused with 409 REPLY_NOT_LAST.
   */
  regenerate: z.guid().optional(),
});
export type ConverseStreamBody = z.infer<typeof converseStreamBodySchema>;

/** Content parts as the history RETURNS them: attachments as short-lived signed URLs, never base64. */
const storedContentPartSchema = z.union([
  z.object({ text: z.string() }),
  z.object({
    document_format: z.string(),
    document_name: z.string(),
    document_url: z.string(),
    document_description: z.string().optional(),
  }),
  z.object({
    image_format: z.string(),
    image_name: z.string(),
    image_url: z.string(),
    image_description: z.string().optional(),
  }),
]);
export type StoredContentPart = z.infer<typeof storedContentPartSchema>;

export const threadSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ai_engine_org_id: z.string(),
  ai_engine_org: z.object({ name: z.string() }),
  created_at: z.string(),
});
export type Thread = z.infer<typeof threadSchema>;

export const createThreadSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(''),
  ai_engine_org_id: z.string().min(1).max(64),
});
export type CreateThreadInput = z.infer<typeof createThreadSchema>;

/** One item of GET threads/{id}/messages (spec §3: each item has messages.role and messages.content). */
export const messageItemSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  interrupted: z.boolean(),
  error: z.boolean(),
  messages: z.object({ role: z.enum(chatRoles), content: z.array(storedContentPartSchema) }),
  /** the caller's vote on an assistant reply */
  feedback: messageFeedbackSchema.nullable().optional(),
  /** an assistant reply's tool steps ("Consultando a CNIB…" and its outcome), as the stream told them */
  tools: z.array(aiToolEventSchema).optional(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const exportExtensions = ['.pdf', '.docx', '.xml'] as const;
export type ExportExtension = (typeof exportExtensions)[number];
export const exportBodySchema = z.object({
  data: z.string().max(20_000_000),
  extension: z.string(),
});

export const widgetTokenRequestSchema = z.object({
  user_name: z.string().trim().min(1).max(120),
  external_user_id: z.string().trim().min(1).max(200),
  context: z.string().trim().max(200).optional(),
});
export const widgetTokenResponseSchema = z.object({
  authToken: z.string(),
  refreshToken: z.string(),
  expires_at: z.string(),
});

/** Back-office management of assistants (superadmin/admin): everything the server keeps. */
export const assistantProviders = ['auto', 'anthropic', 'openai-compatible', 'local'] as const;
const temperatureMessage = 'A temperatura deve estar entre 0 e 2.';
const maxTokensMessage = 'O máximo de tokens deve ser um número inteiro entre 64 e 64.000.';
/** The API and the back-office form (useSchemaForm) say the same words for the same mistake. */
export const assistantInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Informe o nome do assistente.')
    .max(120, 'O nome deve ter no máximo 120 caracteres.'),
  description: z.string().trim().max(1000, 'A descrição deve ter no máximo 1000 caracteres.').default(''),
  instructions: z.string().max(50_000, 'As instruções devem ter no máximo 50.000 caracteres.').default(''),
  provider: z.enum(assistantProviders, { error: 'Provedor inválido.' }).default('auto'),
  model: z
    .string()
    .trim()
    .min(1, 'Informe o modelo.')
    .max(100, 'O modelo deve ter no máximo 100 caracteres.')
    .default(DEFAULT_MODEL),
  temperature: z
    .number({ error: temperatureMessage })
    .min(0, temperatureMessage)
    .max(2, temperatureMessage)
    .default(0.3),
  max_output_tokens: z
    .number({ error: maxTokensMessage })
    .int(maxTokensMessage)
    .min(64, maxTokensMessage)
    .max(64_000, maxTokensMessage)
    .default(4096),
  interaction_mode: z.enum(interactionModes).default('chat'),
  default_chat: z.boolean().default(false),
  window_context: z.boolean().default(false),
  presentation: z.boolean().default(false),
  suggested_questions: suggestedQuestionsSchema.default([]),
  /** null or empty = every client sees it */
  client_ids: z
    .array(z.uuid({ error: 'Cliente inválido.' }))
    .max(1000)
    .nullable()
    .default(null),
  active: z.boolean().default(true),
  /** Sião services the assistant may call, as the signed-in user */
  tools: assistantToolsSchema,
  legacy_openai_assistant_id: z
    .string()
    .trim()
    .max(100, 'O ID legado deve ter no máximo 100 caracteres.')
    .nullable()
    .default(null),
});
export type AssistantInput = z.infer<typeof assistantInputSchema>;
export const assistantAdminSchema = assistantSchema.extend({
  instructions: z.string(),
  provider: z.enum(assistantProviders),
  model: z.string(),
  temperature: z.number(),
  max_output_tokens: z.number(),
  client_ids: z.array(z.string()).nullable(),
  active: z.boolean(),
  legacy_openai_assistant_id: z.string().nullable(),
  tools: z.array(z.enum(aiToolNames)),
  suggested_questions: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantAdmin = z.infer<typeof assistantAdminSchema>;

export const updateThreadSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(500).optional(),
});

/** Client API keys for host back-ends (widget tokens). The secret appears only in the create response. */
export const widgetApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export const createWidgetApiKeySchema = z.object({ name: z.string().trim().min(1).max(100) });
export const widgetRefreshRequestSchema = z.object({ refreshToken: z.string().min(10).max(200) });

/** Monthly AI usage of a client. */
export const aiUsageSchema = z.object({
  month: z.string(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  replies: z.number(),
  quota: z.number(),
});
