// A worker process for src/lib/jobs/worker-kill.process.test.ts: DATABASE_URL, MARK_FILE, HANG=1|0.
import { openDatabase } from '../../src/db/client';
import { createPgBossQueue } from '../../src/lib/jobs/pg-boss-queue';
import { killTestJob } from './kill-test-job';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const queue = createPgBossQueue({
  database,
  log: { error: (obj, msg) => console.error(msg, obj) },
  worker: true,
  pollingIntervalSeconds: 0.5,
  // expires the killed process's run within a second of its expireInSeconds (pg-boss checks every 60 s)
  superviseIntervalSeconds: 1,
});
queue.register([killTestJob(process.env.MARK_FILE ?? '', process.env.HANG === '1')]);
await queue.start();
console.log('pronto');
