import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

/**
 * Personal access tokens ("Meu perfil › Tokens de acesso pessoal"). Only the SHA-256 of the secret is
 * stored (the secret is 32 random bytes: a slow hash adds nothing); `prefix` is its visible start.
 * `revokedAt` set by the owner, or for every token of a user whose sessions all end (deactivation,
 * password reset, role change: lib/auth/session-lifecycle.ts).
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: tstz('expires_at'),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_idx').on(t.userId),
    check('personal_access_tokens_name_len', sql`char_length(${t.name}) between 1 and 60`),
    check(
      'personal_access_tokens_scopes_known',
      sql`cardinality(${t.scopes}) between 1 and 2 and ${t.scopes} <@ array['mcp', 'mcp:cnib']::text[]`,
    ),
    check('personal_access_tokens_hash_hex', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check(
      'personal_access_tokens_expiry_after_creation',
      sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.createdAt}`,
    ),
  ],
);
