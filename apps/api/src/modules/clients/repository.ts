import type { ClientListQuery } from '@siao/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clients } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { searchKey } from '../../lib/search-text';

export type ClientRow = typeof clients.$inferSelect;
export type ClientInsert = typeof clients.$inferInsert;
export type ClientFilters = Omit<ClientListQuery, 'page' | 'limit'> & { onlyClientId?: string | null };

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search (names, or the document typed with or without punctuation), status, product and UF. */
function whereOf(f: ClientFilters): SQL | undefined {
  const parts: SQL[] = [];
  // a cliente sees its own row only (and nothing if its token carries no client)
  if (f.onlyClientId !== undefined) parts.push(f.onlyClientId ? eq(clients.id, f.onlyClientId) : sql`false`);
  if (f.status) parts.push(eq(clients.status, f.status));
  if (f.uf) parts.push(eq(clients.uf, f.uf));
  if (f.product) parts.push(sql`${clients.products} @> array[${f.product}]::text[]`);
  const q = f.q?.trim();
  if (q) {
    const byText = sql`${clients.searchText} like ${`%${likeEscape(searchKey(q))}%`}`;
    // "11.222.333/0001-81" and "11222333000181" both find the stored 14 characters
    const docKey = q.toLowerCase().replace(/[^0-9a-z]/g, '');
    parts.push(
      /\d/.test(q) && docKey.length >= 3 && docKey !== searchKey(q)
        ? sql`(${byText} or ${clients.searchText} like ${`%${docKey}%`})`
        : byText,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const sortColumns = {
  name: clients.legalName,
  document: clients.document,
  city: clients.city,
  uf: clients.uf,
  status: clients.status,
  monthly_fee: clients.monthlyFeeCents,
  created_at: clients.createdAt,
} as const;

function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns] ?? clients.legalName;
  const dir = descending ? desc : asc;
  // the id tie-break keeps pages stable when many rows share a value (and matches the indexes)
  return [dir(column), dir(clients.id)];
}

/** One slice of the filtered, sorted list (pages and export batches). */
export function selectClients(db: Db | Tx, f: ClientFilters, offset: number, limit: number) {
  return db
    .select()
    .from(clients)
    .where(whereOf(f))
    .orderBy(...orderOf(f.sort))
    .limit(limit)
    .offset(offset);
}

export async function listClients(db: Db | Tx, f: ClientFilters, page: number, limit: number) {
  const rows = await selectClients(db, f, (page - 1) * limit, limit);
  // a short first page already tells the total without counting
  const total = page === 1 && rows.length < limit ? rows.length : await countClients(db, f);
  return { rows, total };
}

export async function countClients(db: Db | Tx, f: ClientFilters): Promise<number> {
  const [total] = await db.select({ n: count() }).from(clients).where(whereOf(f));
  return total?.n ?? 0;
}

export async function findClient(db: Db | Tx, id: string): Promise<ClientRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

export async function findClientByDocument(db: Db | Tx, document: string) {
  const [row] = await db
    .select({ id: clients.id, legalName: clients.legalName })
    .from(clients)
    .where(eq(clients.document, document));
  return row;
}

export async function insertClient(db: Db | Tx, values: ClientInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('insert de cliente não retornou a linha');
  return row;
}

/** Applies the edit only while the client is still at `version` (optimistic concurrency); bumps it. */
export async function updateClient(db: Db | Tx, id: string, version: number, values: Partial<ClientInsert>) {
  const [row] = await db
    .update(clients)
    .set({ ...values, version: sql`${clients.version} + 1`, updatedAt: new Date() })
    .where(and(eq(clients.id, id), eq(clients.version, version)))
    .returning();
  return row;
}

export async function deleteClient(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
  return rows.length === 1;
}
