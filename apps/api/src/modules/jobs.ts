import type { AppDeps } from '../deps';
import type { JobDefinition } from '../lib/jobs/types';
import { mailSendJob } from '../lib/mail/mail-job';
import { documentJobs } from './documents/jobs';
import { faturasJobs } from './faturas/jobs';
import { learningJobs } from './learning/jobs';
import { cnibJobs } from './services/cnib/jobs';
import { ocrJobs } from './services/ocr/jobs';

/** Every area's background jobs. A new area adds its definitions here. */
export function moduleJobs(deps: AppDeps): JobDefinition[] {
  return [
    mailSendJob(deps.mailTransport),
    ...faturasJobs(deps),
    ...documentJobs(deps),
    ...learningJobs(deps),
    ...cnibJobs(deps),
    ...ocrJobs(deps),
  ];
}
