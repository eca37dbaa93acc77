import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * What the job queue library does not keep: each job's progress (done/total) and, when a request
 * enqueued it for one client, that client (so `GET /api/jobs/{id}` can show a `cliente` its own jobs).
 * Keyed by the queue's job id; a row is written at enqueue time and on each progress report.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    clientId: uuid('client_id'),
    done: integer('done'),
    total: integer('total'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('job_progress_client_idx').on(t.clientId)],
);
