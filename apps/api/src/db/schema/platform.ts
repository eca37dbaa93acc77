import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';

/** Shared counters and flags (throttling, revoked sessions) when no Redis is configured. */
export const kvEntries = pgTable(
  'kv_entries',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('kv_entries_expires_idx').on(t.expiresAt)],
);

/** Append-only audit trail: who did what to which record, when and from where. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    at: createdAt(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    clientId: uuid('client_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_actor_idx').on(t.actorId, t.at),
    index('audit_client_idx').on(t.clientId, t.at),
    index('audit_at_idx').on(t.at),
  ],
);
