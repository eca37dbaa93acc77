import { createTestDatabase, optionalTestDatabase, type TestDatabase } from './postgres';
import { startProduct } from './product-server';

export type OwnProduct = Awaited<ReturnType<typeof startProduct>> & { db: TestDatabase | null };

/**
 * A product of the spec's own, for what must not reach the shared server (other users' terms, every
 * session of a login, fakes of external services): on a fresh PostgreSQL database when one answers — it
 * starts in about a third of the time a fresh PGlite takes — else on its own PGlite. `postgres: 'required'`
 * for specs that write fixtures with SQL. One HTTP process (no cluster): a spec's few requests need no more,
 * and every extra worker would build the whole app again.
 */
export async function startOwnProduct(
  prefix: string,
  extraEnv: Record<string, string> = {},
  options: { postgres?: 'optional' | 'required'; hostname?: 'localhost' | '127.0.0.1' } = {},
): Promise<OwnProduct> {
  const db =
    options.postgres === 'required' ? await createTestDatabase(prefix) : await optionalTestDatabase(prefix);
  try {
    const product = await startProduct(
      { WEB_CONCURRENCY: '1', ...extraEnv, ...(db ? { DATABASE_URL: db.url } : {}) },
      { hostname: options.hostname },
    );
    return {
      ...product,
      db,
      async stop() {
        await product.stop();
        await db?.drop();
      },
    };
  } catch (err) {
    await db?.drop();
    throw err;
  }
}
