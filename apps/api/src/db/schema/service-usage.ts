import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Every use of a paid service (CNIB consultation, OCR, certidão extraction): who, for which
 * client, with what outcome. Same table in the CNIB branch; one of the two is kept at merge.
 */
export const serviceUsage = pgTable(
  'service_usage',
  {
    id: id(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    service: text('service', { enum: ['cnib', 'ocr', 'certidoes'] }).notNull(),
    outcome: text('outcome', { enum: ['ok', 'erro'] }).notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_usage_client_idx').on(t.clientId, t.createdAt),
    index('service_usage_service_idx').on(t.service, t.createdAt),
  ],
);
