import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from '../../config';
import { servePrimaryMetrics } from '../metrics/cluster-metrics';

/**
 * How many worker processes serve HTTP. PGlite is an in-process database (one process owns its
 * directory), so the embedded database always runs one; with PostgreSQL, WEB_CONCURRENCY or one
 * per core.
 */
export function workerCount(config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? availableParallelism();
}

/** A worker that dies this soon after starting is failing at start-up: wait before the next. */
const CRASH_LOOP_MS = 5_000;

/**
 * The primary of a cluster: forks `count` workers (they share the listening port through Node's
 * cluster module), replaces any that dies, and on SIGTERM/SIGINT stops them all gracefully
 * (each finishes its in-flight requests) before exiting. Migrations and the seed ran before.
 */
export function runPrimary(count: number): void {
  servePrimaryMetrics();
  let stopping = false;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.once('online', () => console.log(`Trabalhador ${worker.process.pid} iniciado`));
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const began = startedAt.get(worker.id) ?? 0;
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `Trabalhador ${worker.process.pid} terminou (${signal ?? `código ${code}`}); iniciando outro`,
    );
    const early = Date.now() - began < CRASH_LOOP_MS;
    setTimeout(fork, early ? CRASH_LOOP_MS : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
  console.log(`Sião: ${count} trabalhadores (processo principal ${process.pid})`);
}
