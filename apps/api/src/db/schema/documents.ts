import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/**
 * Documents published by Sião staff (not tenant-owned: visibility decides which clients see them).
 * The row holds the metadata and a copy of the current version's file facts, so lists need no join.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    visibility: text('visibility', { enum: ['interno', 'todos_clientes', 'clientes_escolhidos'] })
      .notNull()
      .default('interno'),
    currentVersion: integer('current_version').notNull().default(1),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** title, category, description and the current version's text, accent-folded (knowledge base) */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** in the trash since; purged DOCUMENT_TRASH_DAYS later */
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('documents_updated_idx').on(t.updatedAt, t.id),
    index('documents_title_idx').on(t.title, t.id),
    index('documents_category_idx').on(t.category, t.id),
    index('documents_deleted_idx').on(t.deletedAt),
    index('documents_search_idx').using('gin', sql`to_tsvector('portuguese', ${t.searchText})`),
  ],
);

/** Every uploaded file; a new upload adds a version and never replaces an older one. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** plain text of txt/md/csv (and other formats when an extractor exists), for search and the AI */
    extractedText: text('extracted_text'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_versions_key').on(t.documentId, t.version),
    // an upload looks for the same file already stored (GET /api/documents/by-hash/:sha256)
    index('document_versions_sha256_idx').on(t.sha256),
  ],
);

/** The clients chosen on a 'clientes_escolhidos' document. */
export const documentClients = pgTable(
  'document_clients',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.clientId] }),
    index('document_clients_client_idx').on(t.clientId, t.documentId),
  ],
);
