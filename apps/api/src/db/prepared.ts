import type { Db } from './client';

/**
 * A statement built and prepared once per database, for queries on a hot path: building a
 * Drizzle query costs more CPU than PostgreSQL spends answering a look-up by key, and a named
 * statement is parsed and planned once per connection.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (statement === undefined) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
