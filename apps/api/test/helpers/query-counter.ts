import type { Logger } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * The SQL statements sent through `db` (its transactions included) while `run` runs: drizzle's query logger
 * of that database object, swapped for the duration. For tests that hold a request to a number of
 * statements (no N+1); run nothing else on `db` meanwhile.
 */
export async function recordQueries<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  // the session's logger, and the one each transaction's session is created with
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const previous = { own: session.logger, forTransactions: session.options.logger };
  const queries: string[] = [];
  const counter: Logger = { logQuery: (query) => void queries.push(query) };
  session.logger = counter;
  session.options.logger = counter;
  try {
    return { result: await run(), queries };
  } finally {
    session.logger = previous.own;
    session.options.logger = previous.forTransactions;
  }
}
