import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { jobFailures, setJobStatsSource } from '../metrics/registry';
import { findJobRecord, findOpenJobId, recordJob, saveProgress } from './progress-repository';
import type { JobDefinition, JobInfo, JobQueue, SendOptions } from './types';

export interface PgBossQueueOptions {
  database: Database;
  log: { error(obj: unknown, msg: string): void };
  /** false: this process enqueues (and schedules cron) but runs no handler */
  worker: boolean;
  /** how often an idle worker looks for new jobs (pg-boss minimum 0.5) */
  pollingIntervalSeconds: number;
  /** expiry of jobs whose process died and archiving; pg-boss default 120 */
  maintenanceIntervalSeconds?: number;
  /** how often cron schedules are evaluated (1–45, pg-boss default 30) */
  cronIntervalSeconds?: number;
}

const SAO_PAULO = 'America/Sao_Paulo';
/** how long stop() lets running handlers finish before pg-boss fails them (they run again later) */
const STOP_WAIT_MS = 5000;
/** then how long it waits for what is still on its way (a fetch, a completion) before the pool may close */
const SETTLE_MS = 5000;

/**
 * The persisted queue: pg-boss 10 on the app's own database, PostgreSQL or PGlite alike (through
 * `Database.queueSql`, pg-boss's `db` adapter: on PostgreSQL a small pool of its own, never the request pool), so one code path is tested everywhere. pg-boss keeps
 * the jobs (SKIP LOCKED fetch: no double processing across processes), retries with exponential
 * backoff, expires runs whose process died (they run again), and fires cron schedules once across
 * processes. Progress and the owning client, which pg-boss does not keep, live in `job_progress`.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { database } = options;
  const definitions = new Map<string, JobDefinition>();
  const workerIds = new Map<string, string>();
  const controllers = new Map<string, AbortController>();
  // everything pg-boss still has going (queries, handlers): stop() waits for it before the pool may be closed
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    const settled = () => inFlight.delete(promise);
    promise.then(settled, settled);
    return promise;
  };
  let starting: Promise<void> | undefined;
  let stopping = false;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(database.queueSql(text, values)) },
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    // pg-boss checks `key in options`: an undefined value is not its default
    ...(options.maintenanceIntervalSeconds && {
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    }),
    ...(options.cronIntervalSeconds && {
      cronMonitorIntervalSeconds: options.cronIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronIntervalSeconds,
    }),
  });
  boss.on('error', (err) => options.log.error({ err }, 'fila de tarefas: erro'));

  const retryOptions = (d: JobDefinition) => ({
    retryLimit: d.retryLimit ?? 3,
    retryDelay: d.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: d.expireInSeconds ?? 900,
  });

  async function run(definition: JobDefinition, job: PgBoss.JobWithMetadata<unknown>) {
    // a fetch that was on its way when stop() began: the job goes back to the queue (retry) untouched
    if (stopping) throw new Error('fila de tarefas encerrando: a tarefa volta para a fila');
    const controller = new AbortController();
    controllers.set(job.id, controller);
    // pg-boss gives up on a run after expireInSeconds (and retries it): stop the handler too
    const expiry = setTimeout(() => controller.abort(), job.expireInSeconds * 1000);
    try {
      await recordJob(database.db, job.id, job.name, null);
      await definition.handler(job.data, {
        jobId: job.id,
        attempt: job.retryCount + 1,
        signal: controller.signal,
        async progress(done, total) {
          await saveProgress(database.db, job.id, job.name, { done, total });
          // a cancel from any process reaches the handler at its next progress report
          const current = await boss.getJobById(job.name, job.id);
          if (current?.state === 'cancelled') controller.abort();
        },
      });
    } catch (err) {
      jobFailures.inc({ queue: job.name });
      throw err;
    } finally {
      clearTimeout(expiry);
      controllers.delete(job.id);
    }
  }

  async function startQueue() {
    await boss.start();
    // queue depth for /api/metrics, read from the shared tables: the same figure in every process
    setJobStatsSource(() =>
      Promise.all(
        [...definitions.keys()].map(async (queue) => {
          const waiting = await boss.getQueueSize(queue, { before: 'active' });
          const open = await boss.getQueueSize(queue, { before: 'completed' });
          return { queue, waiting, active: open - waiting };
        }),
      ),
    );
    for (const definition of definitions.values()) {
      const queue = { name: definition.name, ...retryOptions(definition) };
      // replicas starting together create the same queues at once; PostgreSQL then aborts one as a deadlock
      await retryOnDeadlock(() => boss.createQueue(definition.name, queue));
      await retryOnDeadlock(() => boss.updateQueue(definition.name, queue));
      if (definition.cron) {
        await boss.schedule(
          definition.name,
          definition.cron,
          {},
          { tz: SAO_PAULO, ...retryOptions(definition) },
        );
      } else {
        await boss.unschedule(definition.name);
      }
      if (!options.worker) continue;
      const workerId = await boss.work(
        definition.name,
        { includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await track(run(definition, job));
          // a worker that just finished a job looks for the next one at once, not after the polling
          // interval (a burst of jobs would otherwise drain at one per interval)
          const self = workerIds.get(definition.name);
          if (self && !stopping) boss.notifyWorker(self);
        },
      );
      workerIds.set(definition.name, workerId);
    }
  }

  return {
    register(list) {
      for (const definition of list) definitions.set(definition.name, definition);
    },
    start() {
      starting ??= startQueue();
      return starting;
    },
    async stop() {
      stopping = true;
      // pg-boss ignores stop() until its start() is done: a slow start finishes (or fails) first
      await starting?.catch(() => {});
      for (const controller of controllers.values()) controller.abort();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_WAIT_MS });
      // pg-boss resolves stop() with fetches still on their way and completions it never awaits; once the
      // pool is closed they would reject unhandled ("Cannot use a pool after calling end on the pool")
      if (!(await settle(inFlight)))
        options.log.error({}, 'fila de tarefas: tarefas ainda em andamento ao encerrar');
    },
    async send<P>(name: string, payload: P, sendOptions?: SendOptions) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`fila desconhecida: ${name}`);
      const key = sendOptions?.singletonKey;
      const open = key ? await findOpenJobId(database, name, key) : null;
      if (open) return open;
      const id = await boss.send(name, (payload ?? {}) as object, {
        ...retryOptions(definition),
        singletonKey: key,
        startAfter: sendOptions?.startAfter,
      });
      if (!id) throw new Error(`fila ${name}: tarefa não criada`);
      await recordJob(database.db, id, name, sendOptions?.clientId ?? null);
      // this process's own worker starts at once instead of at its next poll
      const workerId = workerIds.get(name);
      if (workerId && !sendOptions?.startAfter) boss.notifyWorker(workerId);
      return id;
    },
    async get(id) {
      const record = await findJobRecord(database.db, id);
      if (!record) return null;
      const job = await boss.getJobById(record.queue, id, { includeArchive: true });
      if (!job) return null;
      return toJobInfo(job, record.progress, record.clientId);
    },
    async cancel(id) {
      const record = await findJobRecord(database.db, id);
      if (!record) return;
      await boss.cancel(record.queue, id);
      controllers.get(id)?.abort();
    },
  };
}

function toJobInfo(
  job: PgBoss.JobWithMetadata<unknown>,
  progress: JobInfo['progress'],
  clientId: string | null,
): JobInfo {
  const output = job.output as { message?: unknown } | null;
  const failed = job.state === 'failed' || job.state === 'retry';
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress,
    createdAt: job.createdOn,
    completedAt: job.completedOn,
    retryAt: job.state === 'retry' ? job.startAfter : null,
    error: failed && output && typeof output.message === 'string' ? output.message : null,
    clientId,
  };
}

const DEADLOCK = '40P01';

/** Runs `step` again (up to 5 times, after a short random pause) when PostgreSQL chose it as a deadlock victim. */
async function retryOnDeadlock<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Resolves once nothing in `inFlight` is pending (true), or after SETTLE_MS (false). What settles may start
 * more (a fetched job's handler, then pg-boss's completion query): looked at again after each event-loop turn.
 */
async function settle(inFlight: Set<Promise<unknown>>): Promise<boolean> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (inFlight.size === 0) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...inFlight]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
  }
}
