import type { AppDeps } from '../deps';
import type { JobDefinition } from '../lib/jobs/types';

/** Every area's background jobs. A new area adds its definitions here. */
export function moduleJobs(_deps: AppDeps): JobDefinition[] {
  return [];
}
