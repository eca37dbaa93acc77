import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, expect } from 'vitest';

// With TEST_FILE_CPU=<file> (vitest.int.config.ts), appends one line per test file: its path and the CPU
// seconds (user + system, every thread of the fork: PGlite, argon2, zlib) from this setup file's start,
// before the test file is imported, to the end of its hooks. A fork runs its files one after another
// (`isolate: false`), so the figure is the file's own; the first file of a fork also pays for loading the
// packages of node_modules.
const start = process.cpuUsage();

afterAll(() => {
  const used = process.cpuUsage(start);
  const file = relative(process.cwd(), expect.getState().testPath ?? '?');
  appendFileSync(process.env.TEST_FILE_CPU!, `${file}\t${((used.user + used.system) / 1e6).toFixed(2)}\n`);
});
