import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';

export type PersonalTokenRow = typeof personalAccessTokens.$inferSelect;

const live = (userId: string) =>
  and(
    eq(personalAccessTokens.userId, userId),
    isNull(personalAccessTokens.revokedAt),
    or(isNull(personalAccessTokens.expiresAt), gt(personalAccessTokens.expiresAt, new Date())),
  );

/** The user's tokens not revoked (expired ones too, marked by the service), oldest first. */
export async function listUserTokens(db: Db, userId: string): Promise<PersonalTokenRow[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(asc(personalAccessTokens.createdAt));
}

/** Locks the owner's row: two creations at once cannot both pass the per-user limit. */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countLiveTokens(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(personalAccessTokens).where(live(userId));
  return row?.n ?? 0;
}

export async function insertToken(
  tx: Tx,
  values: typeof personalAccessTokens.$inferInsert,
): Promise<PersonalTokenRow> {
  const [row] = await tx.insert(personalAccessTokens).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Revokes one of the user's own tokens; null when it is not theirs or already revoked. */
export async function revokeOwnToken(tx: Tx, userId: string, id: string): Promise<PersonalTokenRow | null> {
  const [row] = await tx
    .update(personalAccessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        eq(personalAccessTokens.userId, userId),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}
