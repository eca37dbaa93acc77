import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Runs raw SQL and returns its rows typed as T (both PGlite and node-postgres answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
