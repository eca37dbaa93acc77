import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { killTestJob } from '../../../test/helpers/kill-test-job';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { createPgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './types';

// PostgreSQL only (`npm run test:pg`): worker processes share the database, which PGlite cannot.
const apiDir = new URL('../../..', import.meta.url).pathname;
const children: ChildProcess[] = [];
let dir = '';
let markFile = '';
let url = '';
let drop = async () => {};
let queue: JobQueue | undefined;

function startWorker(hang: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/job-worker-child.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url, MARK_FILE: markFile, HANG: hang ? '1' : '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
const marks = () => (existsSync(markFile) ? readFileSync(markFile, 'utf8').trim().split('\n') : []);

describe.skipIf(!process.env.DATABASE_URL)('a worker process killed mid-job', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siao-kill-'));
    markFile = join(dir, 'marks.txt');
    const opened = await openTestDatabase();
    url = opened.url ?? '';
    drop = opened.drop;
    // this process only enqueues and reads
    queue = createPgBossQueue({
      database: opened.database,
      log: { error: () => {} },
      worker: false,
      pollingIntervalSeconds: 0.5,
    });
    queue.register([killTestJob(markFile, false)]);
    await queue.start();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await queue?.stop();
    await drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs the job again after a restart, and it finishes exactly once', async () => {
    const first = startWorker(true);
    const id = await queue!.send('kill-test', {});
    await vi.waitFor(() => expect(marks()).toEqual(['start 1']), { timeout: 60_000, interval: 100 });
    first.kill('SIGKILL');
    expect((await queue!.get(id))?.state).toBe('active');

    startWorker(false);
    await vi.waitFor(async () => expect((await queue!.get(id))?.state).toBe('completed'), {
      timeout: 90_000,
      interval: 250,
    });
    expect(marks().filter((m) => m === 'done')).toHaveLength(1);
    expect(marks()[0]).toBe('start 1');
    expect(marks().at(-1)).toBe('done');
  }, 180_000);
});
