import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';

/** The token with that hash and its owner as the database knows them now (role, client, active). */
export async function findPersonalTokenByHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: personalAccessTokens.id,
      scopes: personalAccessTokens.scopes,
      expiresAt: personalAccessTokens.expiresAt,
      revokedAt: personalAccessTokens.revokedAt,
      userId: users.id,
      role: users.role,
      clientId: users.clientId,
      active: users.active,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** Records a use, at most once a minute per token (a busy MCP client writes no row per request). */
export async function touchPersonalToken(db: Db, id: string): Promise<void> {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        or(
          isNull(personalAccessTokens.lastUsedAt),
          lt(personalAccessTokens.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}

/** Revokes every live personal token of a user (with the user's sessions). */
export async function revokeUserPersonalTokens(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(personalAccessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)));
}
