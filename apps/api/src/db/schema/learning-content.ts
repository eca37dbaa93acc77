import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
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
