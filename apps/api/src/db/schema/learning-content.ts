import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { documents } from './documents';

/**
 * SiãoSeg documents: documents of the documents module (same storage, type checks and versions,
 * kept 'interno' there) that trail steps may show. Learners reach them only through a step of a
 * journey published to their client, so their visibility follows the journey's audience.
 */
export const learningDocuments = pgTable(
  'learning_documents',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('learning_documents_created_idx').on(t.createdAt, t.documentId)],
);

/**
 * Reminder e-mails sent, one row per recipient and São Paulo day: the key caps them at one a day
 * (a learner: `user:<id>`; a client's summary: `client:<id>`), even when the job runs twice.
 */
export const learningReminders = pgTable(
  'learning_reminders',
  {
    recipient: text('recipient').notNull(),
    day: text('day').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.day] })],
);
