import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { jobProgress } from '../../db/schema';
import type { JobProgress } from './types';

export interface JobRecord {
  queue: string;
  clientId: string | null;
  progress: JobProgress | null;
}

/** Written when the job is enqueued (or first run, for cron jobs): which queue it is in, for whom. */
export async function recordJob(db: Db, jobId: string, queue: string, clientId: string | null) {
  await db.insert(jobProgress).values({ jobId, queue, clientId }).onConflictDoNothing();
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

/** The queue library's own table (schema `pgboss`): an open job of that queue carrying that key. */
export async function findOpenJobId(database: Database, queue: string, singletonKey: string) {
  const { rows } = await database.queueSql(
    `select id from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
    [queue, singletonKey],
  );
  return (rows[0]?.id as string | undefined) ?? null;
}
