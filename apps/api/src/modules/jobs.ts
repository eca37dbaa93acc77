import type { AppDeps } from '../deps';
import type { JobDefinition } from '../lib/jobs/types';
import { ocrJobs } from './services/ocr/jobs';

/** Every area's background jobs. A new area adds its definitions here. */
export function moduleJobs(deps: AppDeps): JobDefinition[] {
  return [...(ocrJobs(deps) as JobDefinition[])];
}
