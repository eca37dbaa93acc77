import type { SqlRunner } from './transaction-sql';

/**
 * pg-boss 11 and later cannot migrate the schema pg-boss 10 left (schema version 24): they install a new one
 * and leave moving the jobs to the app. Before pg-boss starts, a `pgboss` schema still at version < 25 is
 * renamed to `pgboss_v10` (under an advisory lock, so replicas starting together rename it once); pg-boss
 * then installs its own `pgboss`, and the open jobs are copied over (`openV10Jobs`) before the old schema is
 * dropped.
 */
export const V10_SCHEMA = 'pgboss_v10';

export async function setAsideV10Schema(sql: SqlRunner) {
  await sql.executeSql(`
    DO $$
    BEGIN
      PERFORM pg_advisory_xact_lock(7305482191);
      IF to_regclass('pgboss.version') IS NOT NULL AND to_regnamespace('${V10_SCHEMA}') IS NULL THEN
        IF (SELECT max(version::int) FROM pgboss.version) < 25 THEN
          ALTER SCHEMA pgboss RENAME TO ${V10_SCHEMA};
        END IF;
      END IF;
    END $$`);
}

export async function v10SchemaExists(sql: SqlRunner) {
  const { rows } = await sql.executeSql(`select to_regnamespace('${V10_SCHEMA}') as name`, []);
  return rows[0]?.name != null;
}

export interface V10Job {
  id: string;
  name: string;
  data: object | null;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  startAfter: Date;
  singletonKey: string | null;
  expireInSeconds: number;
}

/** Jobs pg-boss 10 had not finished (queued, waiting for a retry, or running when the process stopped). */
export async function openV10Jobs(sql: SqlRunner): Promise<V10Job[]> {
  const { rows } = await sql.executeSql(
    `select id, name, data, retry_limit, retry_delay, retry_backoff, start_after, singleton_key,
            extract(epoch from expire_in)::int as expire_seconds
     from ${V10_SCHEMA}.job where state < 'completed' order by created_on`,
    [],
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    data: (row.data as object | null) ?? null,
    retryLimit: Number(row.retry_limit),
    retryDelay: Number(row.retry_delay),
    retryBackoff: Boolean(row.retry_backoff),
    startAfter: new Date(row.start_after as string | Date),
    singletonKey: (row.singleton_key as string | null) ?? null,
    expireInSeconds: Number(row.expire_seconds),
  }));
}

export async function dropV10Schema(sql: SqlRunner) {
  await sql.executeSql(`drop schema if exists ${V10_SCHEMA} cascade`, []);
}
