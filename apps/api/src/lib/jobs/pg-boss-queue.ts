import { randomUUID } from 'node:crypto';
import { BUSINESS_TIME_ZONE } from '@siao/shared';
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client';
import { jobFailures, setJobStatsSource } from '../metrics/registry';
import { dropV10Schema, openV10Jobs, setAsideV10Schema, v10SchemaExists } from './pg-boss-v10-repository';
import {
  countOpenJobs,
  ensureSingletonIndex,
  findJobRecord,
  findOpenJobId,
  recordJob,
  recordJobs,
  saveProgress,
} from './progress-repository';
import { transactionSql } from './transaction-sql';
import type { JobDefinition, JobInfo, JobQueue } from './types';

export interface PgBossQueueOptions {
  database: Database;
  log: { error(obj: unknown, msg: string): void };
  /** false: this process enqueues (and schedules cron) but runs no handler */
  worker: boolean;
  /** how often an idle worker looks for new jobs (pg-boss minimum 0.5) */
  pollingIntervalSeconds: number;
  /**
   * how often pg-boss's supervisor expires the runs of processes that died (they run again) and counts the
   * queues; pg-boss default 60
   */
  superviseIntervalSeconds?: number;
  /** how often cron schedules are evaluated (1–45, pg-boss default 30) */
  cronIntervalSeconds?: number;
}

/** how long stop() lets running handlers finish before pg-boss fails them (they run again later) */
const STOP_WAIT_MS = 5000;
/** then how long it waits for what is still on its way (a fetch, a completion) before the pool may close */
const SETTLE_MS = 5000;
/**
 * After an enqueue, this process's worker for that queue is woken at these delays (ms): the job is only
 * visible once the caller's transaction commits, which is usually within a few milliseconds. A shortcut
 * for latency only: a job committed later is found by the next poll (JOBS_POLL_SECONDS).
 */
const WAKE_AFTER_ENQUEUE_MS = [15, 150];

/**
 * The persisted queue: pg-boss 12 on the app's own database, PostgreSQL or PGlite alike (through
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
    // pg-boss checks `key in options`: an undefined value is not its default
    // a pass needs both claims: the supervisor's timer and each queue's monitor time
    ...(options.superviseIntervalSeconds && {
      superviseIntervalSeconds: options.superviseIntervalSeconds,
      monitorIntervalSeconds: options.superviseIntervalSeconds,
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

  async function run(definition: JobDefinition, job: JobWithMetadata<unknown>) {
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

  const queueSql = { executeSql: (text: string, values?: unknown[]) => database.queueSql(text, values) };

  async function startQueue() {
    await setAsideV10Schema(queueSql);
    await boss.start();
    // replicas starting together may both create it: whoever loses the race finds it there
    await retryOnDeadlock(() => ensureSingletonIndex(database)).catch(async (error) => {
      if (await singletonIndexExists()) return;
      options.log.error({ err: error }, 'fila de tarefas: índice de tarefas únicas não criado');
    });
    // queue depth for /api/metrics, read from the shared tables: the same figure in every process
    setJobStatsSource(() => countOpenJobs(queueSql, [...definitions.keys()]));
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
          { tz: BUSINESS_TIME_ZONE, ...retryOptions(definition) },
        );
      } else {
        await boss.unschedule(definition.name);
      }
      if (!options.worker) continue;
      const workerId = await boss.work(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
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
    await moveV10Jobs();
  }

  /**
   * The jobs a pg-boss 10 schema still held (set aside by `setAsideV10Schema`), inserted again with their
   * ids, payloads and retry settings (a run that was active starts over); then the old schema is dropped.
   * Idempotent: a start that stopped halfway inserts nothing twice (same ids) and finishes the move.
   */
  async function moveV10Jobs() {
    if (!(await v10SchemaExists(queueSql))) return;
    // another process starting at the same time may finish the move (and drop the schema) first
    const open = await openV10Jobs(queueSql).catch((error: { code?: string }) => {
      if (error.code === UNDEFINED_TABLE) return [];
      throw error;
    });
    const byQueue = new Map<string, typeof open>();
    for (const job of open) {
      if (!definitions.has(job.name)) continue;
      byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
    }
    for (const [name, jobs] of byQueue) {
      await boss.insert(
        name,
        jobs.map((job) => ({
          id: job.id,
          data: job.data ?? {},
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelay,
          retryBackoff: job.retryBackoff,
          startAfter: job.startAfter,
          singletonKey: job.singletonKey ?? undefined,
          expireInSeconds: job.expireInSeconds,
        })),
      );
      wake(name);
    }
    await dropV10Schema(queueSql);
  }

  async function singletonIndexExists() {
    const { rows } = await database.queueSql(`select to_regclass('pgboss.job_open_singleton') as name`, []);
    return rows[0]?.name != null;
  }

  const wake = (name: string, startAfter?: Date) => {
    const workerId = workerIds.get(name);
    if (!workerId || startAfter) return;
    for (const ms of WAKE_AFTER_ENQUEUE_MS)
      setTimeout(() => {
        if (!stopping) boss.notifyWorker(workerId);
      }, ms).unref();
  };

  const queue: JobQueue = {
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
      await boss.stop({ graceful: true, close: false, timeout: STOP_WAIT_MS });
      // pg-boss resolves stop() with fetches still on their way and completions it never awaits; once the
      // pool is closed they would reject unhandled ("Cannot use a pool after calling end on the pool")
      if (!(await settle(inFlight)))
        options.log.error({}, 'fila de tarefas: tarefas ainda em andamento ao encerrar');
    },
    async enqueue(tx, name, payload, sendOptions) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`fila desconhecida: ${name}`);
      const sql = transactionSql(tx);
      const key = sendOptions?.singletonKey;
      const id = await boss.send(name, (payload ?? {}) as object, {
        ...retryOptions(definition),
        singletonKey: key,
        startAfter: sendOptions?.startAfter,
        db: sql,
      });
      if (!id) {
        // the unique index turned the insert into nothing: the open job of that key is the answer
        const open = key ? await findOpenJobId(sql, name, key) : null;
        if (!open) throw new Error(`fila ${name}: tarefa não criada`);
        return open;
      }
      await recordJob(tx, id, name, sendOptions?.clientId ?? null);
      wake(name, sendOptions?.startAfter);
      return id;
    },
    async enqueueMany(tx, name, payloads, sendOptions) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`fila desconhecida: ${name}`);
      if (!payloads.length) return [];
      // ids chosen here: pg-boss's bulk insert answers nothing about which row is which
      const jobs = payloads.map((payload) => ({
        id: randomUUID(),
        data: (payload ?? {}) as object,
        ...retryOptions(definition),
      }));
      await boss.insert(name, jobs, { db: transactionSql(tx) });
      const ids = jobs.map((j) => j.id);
      await recordJobs(tx, ids, name, sendOptions?.clientId ?? null);
      wake(name);
      return ids;
    },
    send(name, payload, sendOptions) {
      return database.db.transaction((tx) => queue.enqueue(tx, name, payload, sendOptions));
    },
    async get(id) {
      const record = await findJobRecord(database.db, id);
      if (!record) return null;
      const job = await boss.getJobById(record.queue, id);
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
  return queue;
}

function toJobInfo(
  job: JobWithMetadata<unknown>,
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
const UNDEFINED_TABLE = '42P01';

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
