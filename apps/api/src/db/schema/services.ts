import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** Every use of a service (CNIB, OCR, certidões): the source for billing, reports and the client's history. */
export const serviceUsage = pgTable(
  'service_usage',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id').references(() => users.id),
    service: text('service', { enum: ['cnib', 'ocr', 'certidoes'] }).notNull(),
    outcome: text('outcome', { enum: ['ok', 'erro'] }).notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_usage_client_created_idx').on(t.clientId, t.createdAt),
    index('service_usage_service_created_idx').on(t.service, t.createdAt),
    // Relatórios › Uso de serviços over a period without a client or service filter
    index('service_usage_created_idx').on(t.createdAt),
  ],
);

/**
 * ONR "API Serventias" credentials of one client. `secret` is AES-256-GCM ciphertext of
 * `{clientId, clientSecret, cpfUsuario}` (never returned by the API); only the environment is plain.
 */
export const cnibCredentials = pgTable('cnib_credentials', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id),
  environment: text('environment', { enum: ['producao', 'homologacao'] }).notNull(),
  secret: text('secret').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** One CNIB consultation (or re-check by hash); `response` is the ONR answer exactly as received. */
export const cnibConsultations = pgTable(
  'cnib_consultations',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id').references(() => users.id),
    /** CPF (11 digits) or CNPJ (14, uppercase, may be alphanumeric) */
    document: text('document').notNull(),
    finalidade: text('finalidade'),
    /** ok = ONR answered with data; erro = notification or failure (message in `error`) */
    status: text('status', { enum: ['ok', 'erro'] }).notNull(),
    indisponivel: boolean('indisponivel'),
    qtdOrdens: integer('qtd_ordens'),
    nomeRazao: text('nome_razao'),
    hash: text('hash'),
    /** the re-checked consultation, when this row is a re-check by hash */
    recheckOf: uuid('recheck_of'),
    /** random public code of the receipt's verification link */
    verificationCode: text('verification_code').notNull(),
    error: text('error'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cnib_consultations_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('cnib_consultations_created_idx').on(t.createdAt, t.id),
    index('cnib_consultations_document_idx').on(t.document, t.createdAt),
    index('cnib_consultations_client_document_idx').on(t.clientId, t.document, t.createdAt),
    index('cnib_consultations_client_user_idx').on(t.clientId, t.userId, t.createdAt),
    index('cnib_consultations_client_result_idx').on(t.clientId, t.indisponivel, t.createdAt),
    index('cnib_consultations_hash_idx').on(t.hash).where(sql`hash is not null`),
    uniqueIndex('cnib_consultations_verification_key').on(t.verificationCode),
  ],
);

/** A CNIB batch (all the parties of an act); progress columns survive restarts of the worker. */
export const cnibBatches = pgTable(
  'cnib_batches',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id').references(() => users.id),
    finalidade: text('finalidade'),
    status: text('status', { enum: ['pendente', 'processando', 'concluido'] })
      .notNull()
      .default('pendente'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    jobId: text('job_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('cnib_batches_client_created_idx').on(t.clientId, t.createdAt)],
);

/** One document of a batch; `status` pendente until its consultation is stored, so a rerun skips it. */
export const cnibBatchItems = pgTable(
  'cnib_batch_items',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => cnibBatches.id),
    position: integer('position').notNull(),
    document: text('document').notNull(),
    /**
     * `consultando`: the ONR call is on its way (written before it leaves); a run that finds it so stopped
     * mid-call and marks it `a_confirmar` instead of consulting again
     */
    status: text('status', { enum: ['pendente', 'consultando', 'ok', 'erro', 'a_confirmar'] })
      .notNull()
      .default('pendente'),
    consultationId: uuid('consultation_id').references(() => cnibConsultations.id),
    error: text('error'),
  },
  (t) => [uniqueIndex('cnib_batch_items_position_key').on(t.batchId, t.position)],
);

/** Monitoring: a user of a client watches a document; the daily job re-consults each watched document. */
export const cnibWatches = pgTable(
  'cnib_watches',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    document: text('document').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cnib_watches_key').on(t.clientId, t.document, t.userId),
    index('cnib_watches_document_idx').on(t.document),
  ],
);

/** Last known answer per watched document, to detect a change of indisponivel or qtdOrdens. */
export const cnibWatchStates = pgTable(
  'cnib_watch_states',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    document: text('document').notNull(),
    indisponivel: boolean('indisponivel').notNull(),
    qtdOrdens: integer('qtd_ordens').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cnib_watch_states_key').on(t.clientId, t.document)],
);

/**
 * One row per São Paulo day of the monitoring job: where it stopped. The keyset cursor (client, document)
 * advances in the transaction that stores each document's result, so a retry, a crash or an ONR outage
 * resumes after the last document done that day and never consults it again. `chunk` names the open
 * continuation job (singleton key `day:chunk`).
 */
export const cnibMonitoringRuns = pgTable('cnib_monitoring_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  cursorClientId: uuid('cursor_client_id'),
  cursorDocument: text('cursor_document'),
  /** the document whose ONR call is on its way (committed before the call, cleared with its result) */
  inFlightClientId: uuid('in_flight_client_id'),
  inFlightDocument: text('in_flight_document'),
  chunk: integer('chunk').notNull().default(0),
  done: integer('done').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** An alert raised by the monitoring job; shown on the CNIB page and e-mailed once to the watchers. */
export const cnibAlerts = pgTable(
  'cnib_alerts',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    document: text('document').notNull(),
    message: text('message').notNull(),
    consultationId: uuid('consultation_id').references(() => cnibConsultations.id),
    createdAt: createdAt(),
  },
  (t) => [index('cnib_alerts_client_created_idx').on(t.clientId, t.createdAt)],
);
