import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

/** A user's WebAuthn credentials (passkeys): platform or roaming authenticators, user verification required. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the authenticator's credential id, base64url (unique across every user) */
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url */
    publicKey: text('public_key').notNull(),
    /** signature counter last seen; an assertion must bring a greater one (0 = the authenticator keeps none) */
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('user_passkeys_credential_key').on(t.credentialId),
    index('user_passkeys_user_idx').on(t.userId, t.createdAt),
    check('user_passkeys_counter_check', sql`${t.counter} >= 0`),
    check('user_passkeys_name_check', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/**
 * One WebAuthn ceremony's challenge: issued with its options, consumed (deleted) by the one verification that
 * presents it, refused once expired. The expected RP ID and origins are frozen with it, so the verification
 * needs no configuration.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    /** null: a sign-in with a passkey alone (the credential names the user) */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    rpId: text('rp_id').notNull(),
    origins: jsonb('origins').$type<string[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('registration', 'authentication')`),
  ],
);
