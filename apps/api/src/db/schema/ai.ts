import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/** AI assistants (agents): prompt, provider/model and who sees them. Platform-owned, not tenant-owned. */
export const aiAssistants = pgTable(
  'ai_assistants',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    /** 'auto' = Anthropic when a key is configured, else the OpenAI-compatible server, else the Motor local */
    provider: text('provider', { enum: ['auto', 'anthropic', 'openai-compatible', 'local'] })
      .notNull()
      .default('auto'),
    model: text('model').notNull(),
    temperature: doublePrecision('temperature').notNull().default(0.3),
    maxOutputTokens: integer('max_output_tokens').notNull().default(4096),
    interactionMode: text('interaction_mode').notNull().default('chat'),
    defaultChat: boolean('default_chat').notNull().default(false),
    windowContext: boolean('window_context').notNull().default(false),
    presentation: boolean('presentation').notNull().default(false),
    visibility: text('visibility', { enum: ['todos', 'escolhidos'] })
      .notNull()
      .default('todos'),
    active: boolean('active').notNull().default(true),
    /** backwards-compatible "ChatGPT assistants" list (superadmin/siaogpt/chatgpt-assistants) */
    legacyOpenaiAssistantId: text('legacy_openai_assistant_id'),
    /** the Sião services (tools/registry.ts) this assistant may call as the signed-in user */
    tools: text('tools').array().notNull().default(sql`'{}'::text[]`),
    /** suggested first questions, shown in an empty conversation (at most MAX_SUGGESTED_QUESTIONS) */
    suggestedQuestions: text('suggested_questions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_assistants_name_idx').on(t.name, t.id),
    check(
      'ai_assistants_tools_known',
      sql`${t.tools} <@ array['consultar_cnib','buscar_base_de_conhecimento','buscar_faturas','situacao_fatura','progresso_treinamentos','resumir_certidao']::text[]`,
    ),
  ],
);

export const aiAssistantClients = pgTable(
  'ai_assistant_clients',
  {
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => aiAssistants.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assistantId, t.clientId] }),
    index('ai_assistant_clients_client_idx').on(t.clientId, t.assistantId),
  ],
);

/**
 * A conversation. The owner is a back-office user (`users.id`) or a widget user
 * (`ai_widget_users.id`), hence no foreign key on owner_id; `context` is the host's Context-user.
 */
export const aiThreads = pgTable(
  'ai_threads',
  {
    id: id(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    ownerKind: text('owner_kind', { enum: ['user', 'widget'] }).notNull(),
    context: text('context'),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => aiAssistants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_threads_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('ai_threads_owner_context_idx').on(t.ownerId, t.context, t.createdAt, t.id),
  ],
);

/** One message; attachments live in file storage and `content` keeps their keys, never base64. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => aiThreads.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id'),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: jsonb('content').notNull(),
    status: text('status', { enum: ['complete', 'interrupted', 'error'] })
      .notNull()
      .default('complete'),
    provider: text('provider'),
    model: text('model'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    usageEstimated: boolean('usage_estimated').notNull().default(false),
    /**
     * A reply's tool steps as the stream told them (`AiToolEvent[]`, each call's last state), shown
     * again when the conversation is reopened; null for questions and replies without tools.
     */
    toolSteps: jsonb('tool_steps'),
    createdAt: createdAt(),
    /**
     * The order of a thread's messages: taken from a sequence when the row is inserted, so a reply
     * saved after its question comes after it even when both got the same created_at (PGlite's
     * clock has millisecond resolution). Never sent to clients.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('ai_messages_thread_idx').on(t.threadId, t.seq)],
);

/**
 * A vote on an assistant reply: thumbs up or down with an optional comment, one per voter and reply
 * (voting again changes it). The voter is the thread's owner — a back-office user or a widget visitor
 * (`ai_widget_users.id`), hence no foreign key on voter_id, as on ai_threads.owner_id.
 */
export const aiMessageFeedback = pgTable(
  'ai_message_feedback',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => aiMessages.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id').notNull(),
    voterKind: text('voter_kind', { enum: ['user', 'widget'] }).notNull(),
    /** the reply's assistant, kept for the per-assistant analytics */
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => aiAssistants.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: ['up', 'down'] }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.voterKind, t.voterId] }),
    index('ai_message_feedback_assistant_idx').on(t.assistantId, t.updatedAt),
  ],
);

/** Tokens per client and month (São Paulo calendar), summed as replies end; checked against the quota. */
export const aiUsageMonthly = pgTable(
  'ai_usage_monthly',
  {
    /** a client id, or 'plataforma' for Sião staff without a client */
    clientKey: text('client_key').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
    replies: integer('replies').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientKey, t.month] })],
);

/** Per-client monthly token quota overriding AI_MONTHLY_TOKEN_QUOTA (0 = no AI for this client). */
export const aiClientQuotas = pgTable('ai_client_quotas', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  monthlyTokens: bigint('monthly_tokens', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/** A client's API key for host back-ends; only its SHA-256 is stored, shown once on creation. */
export const aiWidgetApiKeys = pgTable(
  'ai_widget_api_keys',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** first characters, to recognise a key in the list */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('ai_widget_api_keys_hash_key').on(t.keyHash),
    index('ai_widget_api_keys_client_idx').on(t.clientId, t.createdAt),
  ],
);

/** End users of a host site, known by the host's own id. */
export const aiWidgetUsers = pgTable(
  'ai_widget_users',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    externalUserId: text('external_user_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_widget_users_key').on(t.clientId, t.externalUserId)],
);

/** A widget session: its id is the token's `sid`; the refresh token rotates within it. */
export const aiWidgetSessions = pgTable(
  'ai_widget_sessions',
  {
    id: id(),
    widgetUserId: uuid('widget_user_id')
      .notNull()
      .references(() => aiWidgetUsers.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id').references(() => aiWidgetApiKeys.id, { onDelete: 'cascade' }),
    context: text('context'),
    refreshHash: text('refresh_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_widget_sessions_refresh_key').on(t.refreshHash),
    index('ai_widget_sessions_user_idx').on(t.widgetUserId),
    index('ai_widget_sessions_expires_idx').on(t.expiresAt),
  ],
);
