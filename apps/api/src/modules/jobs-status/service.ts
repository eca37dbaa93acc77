import type { JobStatus } from '@siao/shared';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';

/**
 * Staff read any job; a `cliente` only jobs enqueued for its own client (`SendOptions.clientId`).
 * Any other job answers 404, as if it did not exist.
 */
export async function jobStatus(deps: AppDeps, auth: AuthContext, id: string): Promise<JobStatus> {
  const job = /^[0-9a-f-]{36}$/i.test(id) ? await deps.jobs.get(id) : null;
  const visible = job && (auth.role !== 'cliente' || (job.clientId && job.clientId === auth.clientId));
  if (!job || !visible) throw new AppError('JOB_NOT_FOUND');
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress: job.progress,
    created_at: job.createdAt.toISOString(),
    completed_at: job.completedAt?.toISOString() ?? null,
    error: job.error,
  };
}
