import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobProgress } from '../../db/schema';
import type { SqlRunner } from './transaction-sql';
import type { JobProgress } from './types';

export interface JobRecord {
  queue: string;
  clientId: string | null;
  progress: JobProgress | null;
}

/** Written in the transaction that enqueues the job (or at the first run of a cron job): which queue it is in, for whom. */
export async function recordJob(db: Db | Tx, jobId: string, queue: string, clientId: string | null) {
  await db.insert(jobProgress).values({ jobId, queue, clientId }).onConflictDoNothing();
}

/** `recordJob` for many jobs of one queue, in one statement. */
export async function recordJobs(db: Db | Tx, jobIds: string[], queue: string, clientId: string | null) {
  if (jobIds.length)
    await db
      .insert(jobProgress)
      .values(jobIds.map((jobId) => ({ jobId, queue, clientId })))
      .onConflictDoNothing();
}

export async function saveProgress(db: Db, jobId: string, queue: string, progress: JobProgress) {
  await db
    .insert(jobProgress)
    .values({ jobId, queue, ...progress })
    .onConflictDoUpdate({
      target: jobProgress.jobId,
      set: { done: progress.done, total: progress.total, updatedAt: sql`now()` },
    });
}

export async function findJobRecord(db: Db, jobId: string): Promise<JobRecord | null> {
  const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, jobId));
  if (!row) return null;
  const progress = row.done === null || row.total === null ? null : { done: row.done, total: row.total };
  return { queue: row.queue, clientId: row.clientId, progress };
}

/** Jobs waiting to run (created or waiting for a retry) and running, per queue, read from the queue library's table. */
export async function countOpenJobs(sql: SqlRunner, queues: string[]) {
  const { rows } = await sql.executeSql(
    `select name, count(*) filter (where state < 'active')::int as waiting,
            count(*) filter (where state = 'active')::int as active
     from pgboss.job where name = any($1::text[]) and state < 'completed' group by name`,
    [queues],
  );
  const byQueue = new Map(rows.map((row) => [row.name as string, row]));
  return queues.map((queue) => ({
    queue,
    waiting: Number(byQueue.get(queue)?.waiting ?? 0),
    active: Number(byQueue.get(queue)?.active ?? 0),
  }));
}

/** The queue library's own table (schema `pgboss`): an open job of that queue carrying that key. */
export async function findOpenJobId(sql: SqlRunner, queue: string, singletonKey: string) {
  const { rows } = await sql.executeSql(
    `select id from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
    [queue, singletonKey],
  );
  return (rows[0]?.id as string | undefined) ?? null;
}

/**
 * One open job per queue and singleton key, enforced by the database: pg-boss inserts with
 * `on conflict do nothing`, so a second send of a key whose job is queued or running inserts nothing
 * (it waits for the first transaction, then finds its job). A partitioned index: each queue's partition
 * gets it, including the queues created later.
 */
export async function ensureSingletonIndex(sql: SqlRunner) {
  await sql.executeSql(
    `create unique index if not exists job_open_singleton on pgboss.job (name, singleton_key)
     where state < 'completed' and singleton_key is not null`,
  );
}

/**
 * Bookkeeping rows whose job pg-boss no longer keeps (it deletes finished jobs after their retention):
 * removed, so `job_progress` lives as long as the queue's own history. Answers how many.
 */
export async function pruneJobProgress(db: Db): Promise<number> {
  const removed = await db.execute(sql`
    delete from job_progress p
    where p.updated_at < now() - interval '1 hour'
      and not exists (select 1 from pgboss.job j where j.name = p.queue and j.id = p.job_id)
    returning p.job_id`);
  return (removed as unknown as { rows: unknown[] }).rows.length;
}
