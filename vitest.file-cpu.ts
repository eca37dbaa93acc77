import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { afterAll, expect } from 'vitest';

// With TEST_FILE_CPU=<file>, appends one line per test file: its path and CPU seconds (user +
// system) from this setup file's start, before the test file is imported, to the end of its hooks.
// In a fork (`api-int`, `tz-*`) the figure is the whole process's: every thread (PGlite, argon2, zlib, the
// garbage collector's helpers). In a worker thread (the fast tier's `threads` pool) it is the thread's own,
// without the garbage collector's helper threads and without the transforms of the main process. A worker runs
// its files one after another (`isolate: false`), so the figure is the file's own; the first file of a worker
// also pays for loading the packages of node_modules.
const cpu = () => (isMainThread ? process.cpuUsage() : process.threadCpuUsage());
const start = cpu();

afterAll(() => {
  const end = cpu();
  const seconds = (end.user - start.user + end.system - start.system) / 1e6;
  const file = relative(process.cwd(), expect.getState().testPath ?? '?');
  appendFileSync(process.env.TEST_FILE_CPU!, `${file}\t${seconds.toFixed(2)}\n`);
});
