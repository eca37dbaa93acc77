import type { Tx } from '../../db/client';

/**
 * The one background-job contract. Modules declare their jobs as `JobDefinition`s (see
 * `modules/jobs.ts`) and enqueue with `deps.jobs.enqueue(tx, name, payload)` inside the transaction
 * of the change that needs the job (transactional outbox): the job exists if and only if that change
 * commits. The queue behind it decides where and when a handler runs.
 */
export interface JobProgress {
  done: number;
  total: number;
}

export interface JobContext {
  readonly jobId: string;
  /** 1 on the first run, 2 on the first retry… */
  readonly attempt: number;
  /** aborted when the job is cancelled or the process shuts down */
  readonly signal: AbortSignal;
  /** persisted progress, readable through `JobQueue.get` */
  progress(done: number, total: number): Promise<void>;
}

export interface JobDefinition<P = unknown> {
  /** queue name, kebab-case, unique: e.g. `faturas-monthly`, `cnib-batch` */
  name: string;
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** retries after the first failure (default 3), with exponential backoff */
  retryLimit?: number;
  /** first retry delay in seconds (default 30), doubled on each retry */
  retryDelaySeconds?: number;
  /** a run still going after this long is failed (and retried) (default 900) */
  expireInSeconds?: number;
  /** periodic jobs: a 5-field cron expression in São Paulo time (BUSINESS_TIME_ZONE), run with payload `{}` */
  cron?: string;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  progress: JobProgress | null;
  createdAt: Date;
  completedAt: Date | null;
  /** last failure's message, when any */
  error: string | null;
  /** while `retry`: when the next attempt may start (exponential backoff) */
  retryAt?: Date | null;
  /** the client the job was enqueued for (`SendOptions.clientId`), when any */
  clientId?: string | null;
}

export interface SendOptions {
  /**
   * at most one queued-or-active job with this key per queue (a unique index on the queue's table):
   * a second enqueue while one is open answers the open job's id
   */
  singletonKey?: string;
  startAfter?: Date;
  /** the client this job works for: a `cliente` user may then read it through `GET /api/jobs/{id}` */
  clientId?: string;
}

export interface JobQueue {
  /** before `start`: the handlers this process may run */
  register(definitions: readonly JobDefinition[]): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Enqueues in the caller's transaction (`db.transaction(async (tx) => …)`): the job and its
   * `job_progress` row commit or roll back with the change that needs them. A job handler enqueuing a
   * follow-up opens its own transaction around the state it writes and the enqueue. Resolves with the
   * job id (for a singleton key already open, that job's id).
   */
  enqueue<P>(tx: Tx, name: string, payload: P, options?: SendOptions): Promise<string>;
  /**
   * The same for many jobs of one queue in one statement (plus one for their `job_progress` rows),
   * however many: a sweep that closes a thousand attempts enqueues their follow-ups at once. No
   * singleton keys nor delays. Resolves with the job ids, in the payloads' order.
   */
  enqueueMany<P>(
    tx: Tx,
    name: string,
    payloads: P[],
    options?: Pick<SendOptions, 'clientId'>,
  ): Promise<string[]>;
  /**
   * @deprecated enqueues in a transaction of its own, apart from the change that needs the job: a crash
   * between the two loses or orphans work. Only the call sites listed in scripts/check-boundaries.mjs may
   * still use it; everything else uses `enqueue(tx, …)`.
   */
  send<P>(name: string, payload: P, options?: SendOptions): Promise<string>;
  get(id: string): Promise<JobInfo | null>;
  cancel(id: string): Promise<void>;
}

/** Typed helper so a module's job keeps its payload type while the registry holds them all. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
