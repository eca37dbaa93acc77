import type { Tx } from '../../db/client';

/** What pg-boss needs to run its statements (`executeSql`): here, on one transaction's connection. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's `db` adapter on a drizzle transaction: its statements run on the transaction's own
 * connection (node-postgres) or inside the PGlite transaction, so what they write commits or rolls back
 * with the caller's change. Raw text with bind parameters goes through the session's prepared query,
 * which answers `{ rows }` on both drivers.
 */
export function transactionSql(tx: Tx): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const query = tx._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
      return (await query.execute()) as { rows: Record<string, unknown>[] };
    },
  };
}
