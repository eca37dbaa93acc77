import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/** A document type per product (termos de uso, política de privacidade, custom). */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    kind: text('kind', { enum: ['termos_de_uso', 'politica_de_privacidade', 'custom'] }).notNull(),
    product: text('product', { enum: ['siaoseg', 'siaogpt', 'servicos'] }),
    title: text('title').notNull(),
    /** when false the text is informative only: nobody is asked to accept it */
    requiresAcceptance: boolean('requires_acceptance').notNull().default(true),
    /** work in progress; publishing copies it into a new immutable version */
    draftHtml: text('draft_html'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('terms_kind_idx').on(t.kind, t.product), index('terms_title_idx').on(t.title)],
);

/** Immutable versions: publishing creates a new row, never edits an old one. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: id(),
    termsId: uuid('terms_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contentHtml: text('content_html').notNull(),
    contentHash: text('content_hash').notNull(),
    publishedAt: tstz('published_at'),
    createdBy: uuid('created_by').references(() => users.id),
    /** plain text of the content, accent-folded for the Portuguese full-text index (knowledge base) */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terms_versions_key').on(t.termsId, t.version),
    index('terms_versions_search_idx').using('gin', sql`to_tsvector('portuguese', ${t.searchText})`),
  ],
);

/** Evidence of consent (LGPD art. 8): append-only. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsId: uuid('terms_id')
      .notNull()
      .references(() => terms.id),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    product: text('product').notNull(),
    channel: text('channel').notNull().default('backoffice'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    acceptedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terms_acceptances_key').on(t.userId, t.termsId, t.version),
    index('terms_acceptances_terms_idx').on(t.termsId, t.version),
    index('terms_acceptances_list_idx').on(t.termsId, t.acceptedAt, t.id),
  ],
);
