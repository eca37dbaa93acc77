import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, tstz, updatedAt } from './columns';
import { documents } from './documents';
import type { RandomSlot, ReviewMatrix } from './learning-quiz-types';
import { users } from './users';

/** SiãoSeg content (not tenant-owned: the journey's audience decides which clients see it). */
export const learningJourneys = pgTable(
  'learning_journeys',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    workloadHours: integer('workload_hours').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    audience: text('audience', { enum: ['todos_clientes', 'clientes_escolhidos'] })
      .notNull()
      .default('todos_clientes'),
    dueAt: tstz('due_at'),
    dueDays: integer('due_days'),
    /** only users of these "funções" (users.funcao); empty: every user of the audience */
    funcoes: text('funcoes').array().notNull().default(sql`'{}'::text[]`),
    /** storage key of the cover image (JPEG/PNG/WebP), null when none */
    coverKey: text('cover_key'),
    coverMime: text('cover_mime'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('learning_journeys_position_idx').on(t.position, t.id),
    // the list's "situação" filter keeps the list's order
    index('learning_journeys_published_idx').on(t.published, t.position, t.id),
  ],
);

export const learningJourneyClients = pgTable(
  'learning_journey_clients',
  {
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => learningJourneys.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.journeyId, t.clientId] }),
    index('learning_journey_clients_client_idx').on(t.clientId),
  ],
);

export const learningTrails = pgTable(
  'learning_trails',
  {
    id: id(),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => learningJourneys.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('learning_trails_journey_idx').on(t.journeyId, t.position)],
);

export const learningQuizzes = pgTable(
  'learning_quizzes',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    passPercent: integer('pass_percent').notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    attemptsAllowed: integer('attempts_allowed'),
    grading: text('grading', { enum: ['maior', 'ultima', 'media'] })
      .notNull()
      .default('maior'),
    shuffle: boolean('shuffle').notNull().default(false),
    showAnswers: text('show_answers', { enum: ['apos_tentativa', 'apos_ultima', 'nunca'] })
      .notNull()
      .default('apos_ultima'),
    // quiz engine (segquiz): layout, review per moment, closing date, random slots
    onePerPage: boolean('one_per_page').notNull().default(true),
    review: jsonb('review').$type<ReviewMatrix>(),
    closesAt: tstz('closes_at'),
    randomSlots: jsonb('random_slots').$type<RandomSlot[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('learning_quizzes_title_idx').on(t.title, t.id)],
);

export const learningSteps = pgTable(
  'learning_steps',
  {
    id: id(),
    trailId: uuid('trail_id')
      .notNull()
      .references(() => learningTrails.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['documento', 'video', 'licao', 'quiz'] }).notNull(),
    title: text('title').notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    videoUrl: text('video_url'),
    videoMinutes: integer('video_minutes'),
    lessonHtml: text('lesson_html'),
    quizId: uuid('quiz_id').references(() => learningQuizzes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('learning_steps_trail_idx').on(t.trailId, t.position),
    index('learning_steps_quiz_idx').on(t.quizId),
  ],
);

/**
 * One row: the published catalogue's version. Triggers bump it in the same transaction as any write to
 * journeys, their clients, trails or steps, so a process holding the catalogue in memory knows it is
 * still current by reading this one value (the learner's screen reads it with the learner's progress).
 */
export const learningCatalogVersion = pgTable(
  'learning_catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('learning_catalog_version_one_row', sql`${t.id} = 1`)],
);

/** Option as stored: `match_id` is the opaque id learners see for an associação's right column. */
export interface StoredOption {
  id: string;
  text: string;
  correct: boolean;
  match: string | null;
  match_id: string;
  feedback: string | null;
}

/** A question's stable identity; its content lives in immutable versions once used. */
export const learningQuestions = pgTable(
  'learning_questions',
  {
    id: id(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => learningQuizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    currentVersionId: uuid('current_version_id'),
    /** bank category: random slots "N of category C" draw from it */
    category: text('category'),
    /** only in the bank: not a fixed question of its quiz */
    bankOnly: boolean('bank_only').notNull().default(false),
    /** free labels to find it in the bank */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** the quiz slot is pinned to this version (attempts draw it); null: the current version */
    pinnedVersionId: uuid('pinned_version_id'),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_questions_quiz_idx').on(t.quizId, t.position),
    index('learning_questions_category_idx').on(t.category).where(sql`deleted_at is null`),
    index('learning_questions_tags_idx').using('gin', t.tags),
  ],
);

export const learningQuestionVersions = pgTable(
  'learning_question_versions',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => learningQuestions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    type: text('type', {
      enum: ['unica', 'multipla', 'verdadeiro_falso', 'associacao', 'ordenacao'],
    }).notNull(),
    statement: text('statement').notNull(),
    options: jsonb('options').$type<StoredOption[]>().notNull(),
    explanation: text('explanation'),
    points: integer('points').notNull().default(1),
    /** set when an attempt first includes this version: from then on it never changes */
    usedAt: tstz('used_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('learning_question_versions_key').on(t.questionId, t.version)],
);

/** Whose and which journey: the learner, the learner's client and the journey (enrolments, certificates). */
const learnerInJourney = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  journeyId: uuid('journey_id')
    .notNull()
    .references(() => learningJourneys.id, { onDelete: 'cascade' }),
});

export const learningEnrollments = pgTable(
  'learning_enrollments',
  {
    id: id(),
    ...learnerInJourney(),
    enrolledAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('learning_enrollments_key').on(t.userId, t.journeyId),
    index('learning_enrollments_client_idx').on(t.clientId, t.journeyId),
    // staff progress and reminders filter by journey alone
    index('learning_enrollments_journey_idx').on(t.journeyId, t.completedAt),
  ],
);

export const learningStepProgress = pgTable(
  'learning_step_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => learningSteps.id, { onDelete: 'cascade' }),
    doneAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    index('learning_step_progress_client_idx').on(t.clientId),
  ],
);

/** One question of an attempt, fixed when it starts (order, version, option order). */
export interface AttemptSlot {
  question_id: string;
  version_id: string;
  option_order: string[];
  match_order: string[];
  /** drawn by a random slot ("N of category C"); absent for fixed questions */
  category?: string;
}

export const learningAttempts = pgTable(
  'learning_attempts',
  {
    id: id(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => learningQuizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null for staff previews */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id').references(() => learningSteps.id, { onDelete: 'set null' }),
    preview: boolean('preview').notNull().default(false),
    number: integer('number').notNull(),
    /** drives the shuffles; kept so an audit can replay the order */
    seed: text('seed').notNull(),
    slots: jsonb('slots').$type<AttemptSlot[]>().notNull(),
    startedAt: createdAt(),
    deadlineAt: tstz('deadline_at'),
    finishedAt: tstz('finished_at'),
    /** who closed it: the learner, or the expiry job */
    closedBy: text('closed_by', { enum: ['aluno', 'prazo'] }),
    points: real('points'),
    maxPoints: real('max_points'),
    scorePercent: real('score_percent'),
    passed: boolean('passed'),
  },
  (t) => [
    // a learner's attempts at a quiz are numbered 1, 2, … once each, and at most one is open
    uniqueIndex('learning_attempts_number_key').on(t.userId, t.quizId, t.preview, t.number),
    uniqueIndex('learning_attempts_one_open_key')
      .on(t.userId, t.quizId, t.preview)
      .where(sql`finished_at is null`),
    index('learning_attempts_client_idx').on(t.clientId),
    index('learning_attempts_open_idx').on(t.deadlineAt).where(sql`finished_at is null`),
  ],
);

export const learningAttemptAnswers = pgTable(
  'learning_attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => learningAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    score: real('score'),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

export const learningCertificates = pgTable(
  'learning_certificates',
  {
    id: id(),
    code: text('code').notNull(),
    ...learnerInJourney(),
    learnerName: text('learner_name').notNull(),
    cpfMasked: text('cpf_masked'),
    journeyTitle: text('journey_title').notNull(),
    workloadHours: integer('workload_hours').notNull(),
    completedAt: tstz('completed_at').notNull(),
    issuedAt: createdAt(),
    credentialJwt: text('credential_jwt').notNull(),
    /**
     * Issuer and signer as Configurações had them at issue (a later change does not alter a certificate
     * already given); null on certificates issued before they were frozen (the settings in force apply)
     */
    issuerName: text('issuer_name'),
    /** the issuer's logo file at issue (kept in storage: a new logo never replaces an issued one's) */
    issuerLogoKey: text('issuer_logo_key'),
    issuerLogoMime: text('issuer_logo_mime'),
    signerName: text('signer_name'),
    signerRole: text('signer_role'),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('learning_certificates_code_key').on(t.code),
    uniqueIndex('learning_certificates_user_journey_key').on(t.userId, t.journeyId),
    index('learning_certificates_client_idx').on(t.clientId),
  ],
);

/**
 * The certificates' Ed25519 signing key when LEARNING_CREDENTIAL_JWK is not set: created once (the
 * first instance to insert wins), sealed with a key derived from JWT_SECRET, shared by every instance.
 */
export const learningCredentialKeys = pgTable('learning_credential_keys', {
  id: text('id').primaryKey(),
  sealedJwk: text('sealed_jwk').notNull(),
  createdAt: createdAt(),
});
