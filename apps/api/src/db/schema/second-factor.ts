import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

/**
 * A user's TOTP authenticator (RFC 6238). The secret is sealed (AES-256-GCM, bound to the user id);
 * `confirmedAt` null = enrolment started, not yet confirmed by a code. `lastCounter` is the time step
 * of the last code accepted: a code of that step or an earlier one is refused (each code works once).
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: tstz('confirmed_at'),
  lastCounter: bigint('last_counter', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, hashed like passwords (argon2id); `usedAt` set when spent. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);
