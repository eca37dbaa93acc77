import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Server used by specs that need their own PostgreSQL database (CI starts one on 127.0.0.1). */
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  /** runs SQL against the product's database (fixtures the API has no endpoint for, e.g. past dates) */
  query: pg.Pool['query'];
  drop(): Promise<void>;
}

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A brand-new, empty database; the product's start-up applies the migrations to it. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  // DROP DATABASE … WITH (FORCE) ends the backends of connections the pool is still closing: their FATAL
  // 57P01 ("terminating connection due to administrator command") is the drop working, not a failure
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  return {
    url: url.href,
    query: pool.query.bind(pool) as pg.Pool['query'],
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** PostgreSQL when the server answers (the product starts faster on it than on a fresh PGlite), else null. */
export async function optionalTestDatabase(prefix: string): Promise<TestDatabase | null> {
  return (await reachable()) ? createTestDatabase(prefix) : null;
}
