import type { UserListQuery } from '@siao/shared';
import { and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ACCENTED, clients, passwordResetTokens, UNACCENTED, users } from '../../db/schema';
import { searchKey } from '../../lib/search-text';
import type { UserWithClient } from './repository';

export type UserFilters = Omit<UserListQuery, 'page' | 'limit'> & { onlyClientId?: string | null };

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const folded = (column: SQL | typeof users.name) =>
  sql`translate(lower(${column}), ${ACCENTED}, ${UNACCENTED})`;

function whereOf(f: UserFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.onlyClientId !== undefined)
    parts.push(f.onlyClientId ? eq(users.clientId, f.onlyClientId) : sql`false`);
  if (f.client_id) parts.push(eq(users.clientId, f.client_id));
  if (f.role) parts.push(eq(users.role, f.role));
  if (f.active) parts.push(eq(users.active, f.active === 'true'));
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(searchKey(q))}%`;
    const digits = q.replace(/\D/g, '');
    parts.push(
      sql`(${folded(users.name)} like ${pattern} or ${users.email} like ${pattern}${
        digits.length >= 3 ? sql` or ${users.cpf} like ${`%${digits}%`}` : sql``
      })`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const sortColumns = {
  name: users.name,
  email: users.email,
  role: users.role,
  last_login_at: users.lastLoginAt,
  created_at: users.createdAt,
} as const;

function orderOf(sort: string): SQL[] {
  const dir = sort.startsWith('-') ? desc : asc;
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns] ?? users.name;
  return [dir(column), dir(users.id)];
}

const withClient = {
  user: users,
  clientName: sql<string | null>`coalesce(${clients.tradeName}, ${clients.legalName})`,
  clientProducts: clients.products,
};

export async function listUsers(db: Db | Tx, f: UserFilters, page: number, limit: number) {
  const where = whereOf(f);
  const rows = await db
    .select(withClient)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(where)
    .orderBy(...orderOf(f.sort))
    .limit(limit)
    .offset((page - 1) * limit);
  const total =
    page === 1 && rows.length < limit
      ? rows.length
      : ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0);
  const list: UserWithClient[] = rows.map((r) => ({
    ...r.user,
    clientName: r.clientName,
    clientProducts: r.clientProducts,
  }));
  return { rows: list, total };
}

export async function insertUser(db: Db | Tx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert de usuário não retornou a linha');
  return row;
}

export async function countOtherActiveSuperadmins(db: Db | Tx, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.active, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** Active superadmins other than `exceptId`, row-locked so two demotions cannot both pass. */
export async function lockOtherActiveSuperadmins(tx: Tx, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.active, true), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

/** A new invitation makes the older, still unused ones worthless. */
export async function expirePendingInvites(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, 'invite'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
