/**
 * API CPU of converse-stream's look-ups before the model's request, alternating in one process
 * (figures that hold on a loaded machine): the one statement used when the KV store is the
 * database (`findConverseStart`) against the three look-ups it replaces, still the path with Redis
 * (revocation read, thread/assistant/quota look-up, rate-limit increment, at once).
 *
 *   node --import tsx bench/converse-lookups.ts     # PGlite; BENCH_PG=postgres://… for PostgreSQL
 */
import { revocationKey } from '../apps/api/src/lib/auth/revocations';
import { findConverseStart, findConverseTarget } from '../apps/api/src/modules/ai/converse/repository';
import { monthKey, rateLimitCounter } from '../apps/api/src/modules/ai/converse/usage';
import { alternatingCpu } from './alternating-cpu';
import { startApi } from './converse-stream-setup';

// no stream is sent: the upstream URL is never called
const api = await startApi('http://127.0.0.1:1', process.env.BENCH_PG);
const deps = api.deps;
const { threadId, claims } = await api.oneThread();
const owner = { ownerId: claims.sub, ownerKind: 'user' as const, clientId: claims.cid, context: null };
const kv = deps.kv.database;
if (!kv) throw new Error('the KV store is not the database (REDIS_URL set?)');
const three = async (i: number) => {
  const c = rateLimitCounter(`u${i}`);
  const [r, tg, n] = await Promise.all([
    deps.revocations.isRevoked(claims.sid),
    findConverseTarget(deps.db, owner, threadId, monthKey()),
    deps.kv.incr(c.key, c.ttlSeconds),
  ]);
  if (r || !tg || n.count < 1) throw new Error('the three look-ups did not find the thread');
};
const one = async (i: number) => {
  const c = rateLimitCounter(`u${i}`);
  const at = kv.now();
  const s = await findConverseStart(deps.db, {
    owner,
    threadId,
    month: monthKey(),
    rateKey: c.key,
    revocationKey: revocationKey(claims.sid),
    now: new Date(at),
    expires: new Date(at + 60_000),
  });
  if (s.revoked || !s.target || kv.counted(s.rate).count < 1)
    throw new Error('the one statement did not find the thread');
};
const r = await alternatingCpu(three, one);
console.log(
  `${api.kind} load ${r.load}: three look-ups ${r.a} ms CPU, one statement ${r.b} ms CPU (${r.what}); all: ${r.blocks}`,
);
await api.close();
process.exit(0);
