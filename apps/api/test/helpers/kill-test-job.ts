import { appendFileSync } from 'node:fs';
import { defineJob } from '../../src/lib/jobs/types';

/**
 * The job of the kill-a-worker test, shared by the test and its child processes: it notes each
 * start and each finish in a file; with `hang`, it never finishes (the test kills the process).
 */
export function killTestJob(markFile: string, hang: boolean) {
  return defineJob({
    name: 'kill-test',
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 5,
    async handler(_payload, ctx) {
      appendFileSync(markFile, `start ${ctx.attempt}\n`);
      if (hang) await new Promise(() => {});
      appendFileSync(markFile, 'done\n');
    },
  });
}
