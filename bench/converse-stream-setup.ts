/** The API under test for converse-stream.ts: fresh database, default AI config, bench users. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { clients, users } from '../apps/api/src/db/schema';
import { warmConverseRoute } from '../apps/api/src/modules/ai/converse/service';
import { insertSession } from '../apps/api/src/modules/auth/sessions-repository';
import { seedAi } from '../apps/api/src/seed/ai';
import type { Target } from './converse-stream-client';

/** A database of this run's own (two runs side by side must not drop each other's), dropped by close(). */
async function freshPostgres(server: string) {
  const { default: pg } = await import('pg');
  const name = `siao_bench_converse_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  return { url: `${server}/${name}`, drop: () => admin(`drop database if exists ${name}`) };
}

export async function startApi(upstream: string, pgServer?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'siao-bench-'));
  const postgres = pgServer ? await freshPostgres(pgServer) : null;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: 'memory' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ANTHROPIC_API_KEY: 'bench',
    ANTHROPIC_BASE_URL: `${upstream}/v1`,
    AI_REQUEST_TIMEOUT_MS: '600000',
    // the quota is still checked on every stream; long runs must not exhaust it
    AI_MONTHLY_TOKEN_QUOTA: String(Number.MAX_SAFE_INTEGER),
    ...(process.env.BENCH_REDIS
      ? { REDIS_URL: process.env.BENCH_REDIS, REDIS_PREFIX: `bench:${randomUUID()}:` }
      : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await seedAi(app.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // as server.ts does after listen
  await warmConverseRoute(app);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const [client] = await app.deps.db
    .insert(clients)
    .values({ document: '11222333000181', legalName: 'Cartório Bench Ltda', products: ['siaogpt'] })
    .returning();
  const body = JSON.stringify({ messages: [{ role: 'user', content: [{ text: 'Olá' }] }] });

  /** `n` new users of the client, each with a token and a thread of the default assistant. */
  async function targets(n: number): Promise<Target[]> {
    return Promise.all(
      Array.from({ length: n }, async () => {
        // access tokens must name a live session of a real user
        const [user] = await app.deps.db
          .insert(users)
          .values({
            role: 'cliente',
            name: 'Bench',
            email: `${randomUUID()}@bench.local`,
            passwordHash: '-',
            clientId: client!.id,
          })
          .returning();
        const session = await insertSession(app.deps.db, {
          userId: user!.id,
          refreshHash: randomUUID(),
          ip: '127.0.0.1',
          userAgent: null,
          expiresAt: new Date(Date.now() + 3_600_000),
        });
        const token = await app.deps.tokens.sign(
          { sub: user!.id, role: 'cliente', cid: client!.id, sid: session.id },
          'ai',
          3600,
        );
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const assistants = await app.inject({ method: 'GET', url: '/api/assistants', headers });
        const created = await app.inject({
          method: 'POST',
          url: '/api/threads',
          headers,
          payload: { name: 'bench', ai_engine_org_id: assistants.json().data[0].id },
        });
        const thread = created.json().data as { id: string };
        return { url: `${base}/api/threads/${thread.id}/converse-stream`, headers, body, marker: '"text"' };
      }),
    );
  }

  return {
    kind: database.kind,
    deps: app.deps,
    rateLimit: config.AI_RATE_LIMIT_PER_MINUTE,
    targets,
    /** One target's thread and its token's claims, for benches that call the repositories directly. */
    async oneThread() {
      const [t] = await targets(1);
      const threadId = t!.url.split('/threads/')[1]!.split('/')[0]!;
      const payload = t!.headers.authorization!.split('.')[1]!;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        sub: string;
        cid: string;
        sid: string;
      };
      return { threadId, claims };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
