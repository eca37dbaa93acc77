import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { clients, userPasskeys, userRecoveryCodes, users, userTotp } from '../../../db/schema';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Db | Tx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** Starts (or restarts) an enrolment: a new secret, not yet confirmed. Never replaces a confirmed one. */
export async function upsertPendingTotp(db: Db | Tx, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, lastCounter: null, createdAt: new Date() },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Accepts the time step `counter` only if it is later than the last one accepted (each code works
 * once, across every process): the compare and the write are one statement.
 */
export async function acceptTotpCounter(
  db: Db | Tx,
  userId: string,
  counter: number,
  confirm: boolean,
): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set(confirm ? { lastCounter: counter, confirmedAt: new Date() } : { lastCounter: counter })
    .where(
      and(
        eq(userTotp.userId, userId),
        confirm ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastCounter), lt(userTotp.lastCounter, counter)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Db | Tx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(userTotp)
    .where(eq(userTotp.userId, userId))
    .returning({ id: userTotp.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db | Tx, userId: string, hashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  if (hashes.length)
    await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodes(db: Db | Tx, userId: string) {
  return db
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
}

/** Spends a recovery code once: false when another request spent it first. */
export async function spendRecoveryCode(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userRecoveryCodes.id, id), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

export async function deleteRecoveryCodes(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

/** What the policy and the second step need about a user, in one query. */
export async function secondFactorFacts(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      role: users.role,
      clientRequires: sql<boolean>`coalesce(${clients.requireSecondFactor}, false)`,
      totpConfirmed: sql<boolean>`${userTotp.confirmedAt} is not null`,
      hasPasskey: sql<boolean>`exists (select 1 from ${userPasskeys} p where p.user_id = ${users.id})`,
      recoveryLeft: sql<number>`(select count(*)::int from ${userRecoveryCodes} r where r.user_id = ${users.id} and r.used_at is null)`,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
