import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, tstz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** null until an invited user sets a password */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    cpf: text('cpf'),
    avatarKey: text('avatar_key'),
    role: text('role', { enum: ['superadmin', 'admin', 'operador', 'cliente'] }).notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    /** a client user's job in the office (userFuncoes of @siao/shared); SiãoSeg audiences use it */
    funcao: text('funcao'),
    active: boolean('active').notNull().default(true),
    /** optimistic concurrency: an edit names the version it read; `update … where version = $read` bumps it */
    version: integer('version').notNull().default(1),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    lastLoginAt: tstz('last_login_at'),
    passwordChangedAt: tstz('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_client_idx').on(t.clientId, t.createdAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    // the back-office list sorts by name by default, within a client or a role
    index('users_name_idx').on(t.name, t.id),
    index('users_client_name_idx').on(t.clientId, t.name, t.id),
    index('users_role_name_idx').on(t.role, t.name, t.id),
    index('users_last_login_idx').on(t.lastLoginAt, t.id),
  ],
);

/** One row per login; refresh tokens rotate within it; revoking it kills every token that carries its id. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** the client's city as a trusted proxy named it at the sign-in (GEO_CITY_HEADER); null: unknown */
    city: text('city'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_refresh_key').on(t.refreshHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'invite'] })
      .notNull()
      .default('reset'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('prt_user_idx').on(t.userId)],
);
