import { randomUUID } from 'node:crypto';
import { jobFailures, setJobStatsSource } from '../metrics/registry';
import type { JobDefinition, JobInfo, JobQueue, SendOptions } from './types';

/**
 * TEMPORARY in-process queue behind the `JobQueue` contract, so features can enqueue work while the
 * persisted queue (production-runtime issue) is built. Not persisted, single process, no cron.
 */
export function createInlineJobQueue(): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  const jobs = new Map<string, JobInfo>();
  const controllers = new Map<string, AbortController>();
  const singletonKeys = new Map<string, string>();
  let running = false;

  async function run(id: string, payload: unknown, attempt: number): Promise<void> {
    const job = jobs.get(id);
    const definition = job && definitions.get(job.name);
    if (!job || !definition || job.state === 'cancelled' || !running) return;
    const controller = new AbortController();
    controllers.set(id, controller);
    job.state = 'active';
    try {
      await definition.handler(payload, {
        jobId: id,
        attempt,
        signal: controller.signal,
        progress: async (done, total) => {
          job.progress = { done, total };
        },
      });
      if (job.state === 'active') job.state = 'completed';
      job.completedAt = new Date();
    } catch (err) {
      job.error = err instanceof Error ? err.message : String(err);
      if (job.state !== 'active') return;
      if (attempt <= (definition.retryLimit ?? 3)) {
        job.state = 'retry';
        setImmediate(() => void run(id, payload, attempt + 1));
      } else {
        job.state = 'failed';
        jobFailures.inc({ queue: job.name });
      }
    } finally {
      controllers.delete(id);
    }
  }

  return {
    register(list) {
      for (const definition of list) definitions.set(definition.name, definition);
    },
    async start() {
      running = true;
      setJobStatsSource(() => {
        const stats = new Map<string, { queue: string; waiting: number; active: number }>();
        for (const job of jobs.values()) {
          const row = stats.get(job.name) ?? { queue: job.name, waiting: 0, active: 0 };
          if (job.state === 'created' || job.state === 'retry') row.waiting++;
          else if (job.state === 'active') row.active++;
          stats.set(job.name, row);
        }
        return [...stats.values()];
      });
    },
    async stop() {
      running = false;
      for (const controller of controllers.values()) controller.abort();
    },
    async send<P>(name: string, payload: P, options?: SendOptions) {
      if (!definitions.has(name)) throw new Error(`fila desconhecida: ${name}`);
      if (options?.singletonKey) {
        for (const job of jobs.values()) {
          const open = job.state === 'created' || job.state === 'active' || job.state === 'retry';
          if (job.name === name && open && singletonKeys.get(job.id) === options.singletonKey) return job.id;
        }
      }
      const id = randomUUID();
      jobs.set(id, {
        id,
        name,
        state: 'created',
        progress: null,
        createdAt: new Date(),
        completedAt: null,
        error: null,
      });
      if (options?.singletonKey) singletonKeys.set(id, options.singletonKey);
      const delay = options?.startAfter ? Math.max(0, options.startAfter.getTime() - Date.now()) : 0;
      setTimeout(() => void run(id, payload, 1), delay).unref();
      return id;
    },
    async get(id) {
      const job = jobs.get(id);
      return job ? { ...job } : null;
    },
    async cancel(id) {
      const job = jobs.get(id);
      if (!job) return;
      job.state = 'cancelled';
      controllers.get(id)?.abort();
    },
  };
}
