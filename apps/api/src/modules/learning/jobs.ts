import type { AppDeps } from '../../deps';
import { defineJob } from '../../lib/jobs/types';
import { quizPassedJob } from './attempts/attempt-follow-up';
import { closeExpiredAttempts } from './attempts/attempt-service';
import { sendLearningReminders } from './progress/reminders';
import { xapiJob } from './xapi/xapi-service';

/**
 * Closes attempts whose time ran out even when the browser never comes back; each is scored with
 * what was saved and finished AS OF ITS DEADLINE, not the run time. Idempotent: closing only
 * touches attempts still open.
 */
export const learningJobs = (deps: AppDeps) => [
  defineJob({
    name: 'learning-close-expired-attempts',
    cron: '* * * * *',
    retryLimit: 1,
    handler: async () => {
      await closeExpiredAttempts(deps);
    },
  }),
  // reminder e-mails (due soon / overdue), 08:00 São Paulo; at most one per recipient per day
  defineJob({
    name: 'learning-reminders',
    cron: '0 8 * * *',
    retryLimit: 2,
    handler: async () => {
      await sendLearningReminders(deps);
    },
  }),
  // progress and certificate after a close whose grade passes, right after it
  quizPassedJob(deps),
  // xAPI statements to the client's LRS (XAPI_LRS_URL), retried with backoff while it is down
  xapiJob(deps),
];
