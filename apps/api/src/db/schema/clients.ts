import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Tenants. The back-office issue adds the commercial fields; the foundation needs identity and products. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    personType: text('person_type', { enum: ['pj', 'pf'] })
      .notNull()
      .default('pj'),
    document: text('document').notNull(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    status: text('status', { enum: ['ativo', 'inativo'] })
      .notNull()
      .default('ativo'),
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_document_key').on(t.document),
    index('clients_created_idx').on(t.createdAt, t.id),
  ],
);
