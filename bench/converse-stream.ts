/**
 * converse-stream relay overhead and concurrent-stream capacity. This process is the API alone
 * (PGlite, or PostgreSQL with BENCH_PG; BENCH_REDIS for the shared KV store in Redis); the fake
 * Anthropic upstream and the HTTP client are child processes, so the CPU and memory measured here
 * are the API's. Relay overhead = a relayed stream's first chunk minus that of the same request
 * sent straight to the upstream, the two alternating in one series.
 *
 *   node --expose-gc --import tsx bench/converse-stream.ts     # RUNS=200 STREAMS=1000
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432 node --expose-gc --import tsx bench/converse-stream.ts
 *
 * Rate limit: the API keeps its default (20 converse-streams a minute per user); the bench spreads
 * its requests over enough widget-like users (a client's users, with the client quota checked).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Timing } from './converse-stream-client';
import { startPeers, startProfile } from './converse-stream-peers';
import { startApi } from './converse-stream-setup';

const RUNS = Number(process.env.RUNS ?? 200);
const STREAMS = Number(process.env.STREAMS ?? 1000);
// enough streams for V8 to optimise the relay path: the figures are a long-running server's
const WARMUP = Number(process.env.WARMUP ?? 200);
const BATCH = 20;

const load = () => loadavg()[0]!.toFixed(1);
const pct = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]! : Number.NaN;
const ms = (v: number) => `${v.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const { upstream, scenario, call } = await startPeers();
const chunksOf = (n: number) => Array.from({ length: n }, (_, i) => `parte ${i} `);

const api = await startApi(upstream, process.env.BENCH_PG);
const nofile = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
console.log(
  `converse-stream bench: Node ${process.version}, ${api.kind}, ulimit -n ${nofile}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

const perUser = api.rateLimit;
const users = (requests: number) => api.targets(Math.ceil(requests / perUser));
const direct = {
  url: `${upstream}/v1/messages`,
  headers: { 'content-type': 'application/json' },
  body: '{}',
  marker: 'text_delta',
};

// the very first stream after boot: shows whether the API warmed its way to the first byte. One
// request straight to the upstream first: the fake upstream's and the client's own first request
// (their processes are as new as the API's) are not the API's cost
await scenario({ chunks: chunksOf(50) });
await call({ type: 'series', targets: [direct], runs: 1 });
const [cold] = await call<Timing[]>({ type: 'series', targets: await users(1), runs: 1 });
console.log(`\nFirst stream after boot: first chunk ${ms(cold!.first)}, headers ${ms(cold!.headers)}`);

/**
 * RUNS relayed streams, each right after the same request sent straight to the upstream: the
 * pairs run under the same machine conditions (this VM's speed drifts by tens of percent from
 * one minute to the next, which made two separate series disagree by more than the relay costs).
 * The upstream sends every chunk at once.
 */
async function pairedSeries(chunks: number) {
  await scenario({ chunks: chunksOf(chunks) });
  const interleave = async (runs: number) => {
    const relayed = await users(runs);
    return Array.from({ length: runs }, (_, i) => [direct, relayed[i % relayed.length]!]).flat();
  };
  // users are created first: a pause between warm-up and series lets kept-alive connections expire
  const warmup = await interleave(WARMUP);
  const targets = await interleave(RUNS);
  await call({ type: 'series', targets: warmup, runs: 2 * WARMUP });
  const load0 = load();
  // the API's CPU is read per batch of BATCH pairs and the median batch kept: work of the process
  // that is not the relay (a pg-boss cron tick costs tens of ms) lands in a few batches only
  const timings: Timing[] = [];
  const batchCpu: number[] = [];
  let systemMs = 0;
  for (let at = 0; at < targets.length; at += 2 * BATCH) {
    const batch = targets.slice(at, at + 2 * BATCH);
    const cpu0 = process.cpuUsage();
    timings.push(...(await call<Timing[]>({ type: 'series', targets: batch, runs: batch.length })));
    batchCpu.push(cpuMs(cpu0) / (batch.length / 2));
    systemMs += process.cpuUsage(cpu0).system / 1000;
  }
  const perStreamMs = pct(batchCpu, 0.5);
  return {
    direct: timings.filter((_, i) => i % 2 === 0),
    relayed: timings.filter((_, i) => i % 2 === 1),
    perStreamMs,
    systemShare: systemMs / batchCpu.reduce((a, b) => a + b * BATCH, 0),
    load: `${load0}→${load()}`,
  };
}
const p50 = (timings: Timing[], key: 'first' | 'total' | 'headers') =>
  pct(
    timings.map((t) => t[key]),
    0.5,
  );
const line = (name: string, timings: Timing[], load: string) => {
  const first = timings.map((t) => t.first);
  return `  ${name.padEnd(28)} first chunk p50 ${ms(pct(first, 0.5))} p95 ${ms(pct(first, 0.95))} | headers p50 ${ms(p50(timings, 'headers'))} | whole p50 ${ms(p50(timings, 'total'))} | load ${load}`;
};

const s50 = await pairedSeries(50);
// BENCH_CPU_PROFILE=file.cpuprofile: the API's CPU profile of the 500-chunk series (open it in Chrome DevTools)
const profiler = process.env.BENCH_CPU_PROFILE ? await startProfile() : null;
const s500 = await pairedSeries(500);
await profiler?.(process.env.BENCH_CPU_PROFILE!);
console.log(
  `\nRelay overhead, ${RUNS} relayed streams, each paired with the same request sent straight upstream`,
);
console.log(line('upstream direct, 50 chunks', s50.direct, s50.load));
console.log(line('relayed, 50 chunks', s50.relayed, s50.load));
console.log(line('upstream direct, 500 chunks', s500.direct, s500.load));
console.log(line('relayed, 500 chunks', s500.relayed, s500.load));
const chunkCpu = (s500.perStreamMs - s50.perStreamMs) / 450;
/** each relayed stream minus the direct one run just before it: the pair shares the machine's state */
const added = (s: { direct: Timing[]; relayed: Timing[] }) =>
  s.relayed.map((t, i) => t.first - s.direct[i]!.first);
const ratio = (s: { direct: Timing[]; relayed: Timing[] }) =>
  (p50(s.relayed, 'first') / p50(s.direct, 'first')).toFixed(2);
for (const [name, s] of [
  ['50 chunks', s50],
  ['500 chunks', s500],
] as const) {
  const pairs = added(s);
  console.log(
    `  added first-byte latency, ${name}: p50 ${ms(p50(s.relayed, 'first') - p50(s.direct, 'first'))}; per pair p50 ${ms(pct(pairs, 0.5))} p99 ${ms(pct(pairs, 0.99))}; relayed/direct first chunk p50 ${ratio(s)}×`,
  );
}
console.log(
  `  API CPU (median of batches of ${BATCH}): ${(chunkCpu * 1000).toFixed(1)} µs per relayed chunk, ${ms(s50.perStreamMs - 50 * chunkCpu)} per stream besides its chunks (${(100 * s50.systemShare).toFixed(0)}% of it in the kernel)`,
);

const { resent } = await call<{ resent: number }>({ type: 'count' });
if (resent)
  console.log(`  (${resent} requests sent again after the server closed an idle kept-alive connection)`);

if (!STREAMS) {
  await api.close();
  process.exit(0);
}

// concurrency: every stream relays a chunk every 500 ms for 5 minutes, until the client aborts
await scenario({ chunks: chunksOf(600), chunkDelayMs: 500 });
const targets = await users(STREAMS);
const streamTargets = Array.from({ length: STREAMS }, (_, i) => targets[i % targets.length]!);
global.gc?.();
const before = process.memoryUsage();
const loadOpen = load();
const opened = await call<{ opened: number; errors: Record<string, number>; headers: number[]; ms: number }>({
  type: 'open',
  targets: streamTargets,
});
console.log(
  `\nConcurrent streams: ${opened.opened}/${STREAMS} open in ${(opened.ms / 1000).toFixed(1)} s (load ${loadOpen}→${load()}); headers p50 ${ms(pct(opened.headers, 0.5))} p95 ${ms(pct(opened.headers, 0.95))}`,
);
if (Object.keys(opened.errors).length) console.log(`  failed: ${JSON.stringify(opened.errors)}`);
await new Promise((r) => setTimeout(r, 2_000));
const count0 = await call<{ received: number }>({ type: 'count' });
const cpu0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, 10_000));
const windowCpu = cpuMs(cpu0);
const relayedChunks = (await call<{ received: number }>({ type: 'count' })).received - count0.received;
global.gc?.();
const during = process.memoryUsage();
console.log(
  `  during 10 s: ${relayedChunks} chunks relayed (${(relayedChunks / 10).toFixed(0)}/s), API CPU ${(windowCpu / 100).toFixed(0)}% of a core, ${((windowCpu / relayedChunks) * 1000).toFixed(1)} µs per chunk (load ${load()})`,
);
console.log(
  `  API memory: RSS ${mb(before.rss)} → ${mb(during.rss)}, heap ${mb(before.heapUsed)} → ${mb(during.heapUsed)}: ≈ ${((during.rss - before.rss) / 1024 / opened.opened).toFixed(0)} KB RSS, ${((during.heapUsed - before.heapUsed) / 1024 / opened.opened).toFixed(0)} KB heap per open stream`,
);

await call({ type: 'close' });
// the aborted streams save their partial replies; give them a moment before closing the database
await new Promise((r) => setTimeout(r, 3_000));
await api.close();
process.exit(0);
