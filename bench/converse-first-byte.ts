/**
 * The API's own work per converse-stream of one chunk: CPU per stream (median of batches) and the
 * SQL statements it runs, by kind. A figure that holds on a loaded machine (CPU time, counts),
 * unlike the first-byte latency of converse-stream.ts. This process is the API (PGlite, or
 * PostgreSQL with BENCH_PG); the fake upstream and the client are child processes.
 *
 *   node --import tsx bench/converse-first-byte.ts            # RUNS=200
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432 node --import tsx bench/converse-first-byte.ts
 *   BENCH_CPU_PROFILE=file.cpuprofile …                        # the API's CPU profile of the series
 */
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startPeers, startProfile } from './converse-stream-peers';
import { startApi } from './converse-stream-setup';

const RUNS = Number(process.env.RUNS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 200);
const BATCH = 20;

/** every statement the process sends, by its first words (or its prepared name) */
const statements = new Map<string, number>();
const count = (text: unknown) => {
  const config = text as { name?: string; text?: string } | string;
  const key =
    typeof config === 'string'
      ? config.replace(/\s+/g, ' ').slice(0, 60)
      : (config?.name ?? config?.text?.replace(/\s+/g, ' ').slice(0, 60) ?? '?');
  statements.set(key, (statements.get(key) ?? 0) + 1);
};
for (const proto of [pg.Client.prototype, PGlite.prototype] as { query: (...a: unknown[]) => unknown }[]) {
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count(args[0]);
    return query.apply(this, args);
  };
}

const { upstream, scenario, call } = await startPeers();
await scenario({ chunks: ['olá'] });
const api = await startApi(upstream, process.env.BENCH_PG);
const users = (requests: number) => api.targets(Math.ceil(requests / api.rateLimit));
const series = async (n: number) => {
  const targets = await users(n);
  return Array.from({ length: n }, (_, i) => targets[i % targets.length]!);
};

const warmup = await series(WARMUP);
const measured = await series(RUNS);
await call({ type: 'series', targets: warmup, runs: warmup.length });

const stopProfile = process.env.BENCH_CPU_PROFILE ? await startProfile() : null;
const load0 = loadavg()[0]!.toFixed(1);
statements.clear();
const perStream: number[] = [];
for (let at = 0; at < measured.length; at += BATCH) {
  const batch = measured.slice(at, at + BATCH);
  const cpu0 = process.cpuUsage();
  await call({ type: 'series', targets: batch, runs: batch.length });
  const used = process.cpuUsage(cpu0);
  perStream.push((used.user + used.system) / 1000 / batch.length);
}
await stopProfile?.(process.env.BENCH_CPU_PROFILE!);
const median = [...perStream].sort((a, b) => a - b)[Math.floor((perStream.length - 1) / 2)]!;
console.log(
  `converse-stream, one chunk, ${api.kind}, Node ${process.version}, load ${load0}→${loadavg()[0]!.toFixed(1)}: API CPU ${median.toFixed(2)} ms per stream (median of batches of ${BATCH})`,
);
console.log(`statements per stream (${RUNS} streams):`);
for (const [key, n] of [...statements].sort((a, b) => b[1] - a[1]))
  console.log(`  ${(n / RUNS).toFixed(2).padStart(6)}  ${key}`);
await api.close();
process.exit(0);
