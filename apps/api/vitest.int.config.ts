import { defineProject } from 'vitest/config';
import { fileCpu, tierFiles } from '../../vitest.tiers.ts';

// The app on a database of its own per test file (PGlite in memory, or a brand-new PostgreSQL
// database under DATABASE_URL); files run in parallel forks. On PostgreSQL a fork runs many files
// (`isolate: false`): node_modules are loaded once per fork instead of once per file, which halves the
// tier's CPU time; vitest.fresh-file.ts gives every file fresh project modules and undoes what it leaves
// behind. On PGlite every file gets a fresh fork: Node 24.21's V8 aborted a fork that had run ~20 PGlite
// files (`Check failed: jit_page_->allocations_.erase(addr) == 1` while freeing WebAssembly code),
// 2 clean-clone runs in 3 on one machine (docs/testing.md).
export default defineProject({
  test: {
    name: 'api-int',
    environment: 'node',
    include: tierFiles('int', ['src', 'test']),
    pool: 'forks',
    // TEST_CPU_PROF=<folder>: a V8 CPU profile of every fork (docs/testing.md, "Onde o tempo vai")
    execArgv: process.env.TEST_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.TEST_CPU_PROF}`] : [],
    isolate: !process.env.DATABASE_URL,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: [
      ...fileCpu(),
      new URL('../../vitest.fresh-file.ts', import.meta.url).pathname,
      'test/setup-wait.ts',
    ],
    // one migrated PGlite, cached across runs: every file's database opens from its snapshot
    globalSetup: ['test/global-setup.ts'],
  },
});
