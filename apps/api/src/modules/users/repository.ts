import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clients, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithClient = UserRow & { clientName: string | null; clientProducts: string[] | null };

const withClient = {
  user: users,
  clientName: sql<string | null>`coalesce(${clients.tradeName}, ${clients.legalName})`,
  clientProducts: clients.products,
};

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserWithClient(db: Db | Tx, id: string): Promise<UserWithClient | undefined> {
  const [row] = await db
    .select(withClient)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, id));
  return row ? { ...row.user, clientName: row.clientName, clientProducts: row.clientProducts } : undefined;
}

type UserChanges = Omit<Partial<typeof users.$inferInsert>, 'version' | 'updatedAt'>;

/** what a sign-in writes (failures, lock, last access): no form shows it, so it leaves `version` alone */
const SIGN_IN_COLUMNS: ReadonlySet<string> = new Set(['failedLogins', 'lockedUntil', 'lastLoginAt']);

/**
 * The one way a user row is changed: every edit (staff, "Meu perfil", password reset) bumps `version`, so a
 * staff form loaded before it answers 409 instead of silently writing back what it loaded; the sign-in
 * bookkeeping alone does not (a user signing in never invalidates an open form). With `version`, applied
 * only while the row is still at it.
 */
export async function updateUser(
  db: Db | Tx,
  id: string,
  values: UserChanges,
  version?: number,
): Promise<boolean> {
  const edit = Object.keys(values).some((column) => !SIGN_IN_COLUMNS.has(column));
  const rows = await db
    .update(users)
    .set({ ...values, ...(edit ? { version: sql`${users.version} + 1` } : {}), updatedAt: new Date() })
    .where(version === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return rows.length > 0;
}
