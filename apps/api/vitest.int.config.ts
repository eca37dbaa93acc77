import { defineProject } from 'vitest/config';
import { fileCpu, tierFiles } from '../../vitest.tiers.ts';

// The app on a database of its own per test file (PGlite in memory: one per fork, restored to the
// snapshot between files, test/helpers/pglite-pool.ts; or a brand-new PostgreSQL database under
// DATABASE_URL); files run in parallel forks, each fork running many files
// (`isolate: false`): node_modules (and PGlite's compiled pglite.wasm) are loaded once per fork instead
// of once per file, which halves the tier's CPU time; vitest.fresh-file.ts gives every file fresh project
// modules and undoes what it leaves behind.
// `--no-wasm-code-gc`: Node 24's V8 (13.6; 24.21 is the newest Node 24) can abort a process that creates
// and closes many PGlite instances with `Check failed: jit_page_->allocations_.erase(addr) == 1` in
// UnregisterWasmAllocation, i.e. while freeing WebAssembly code (a known report: nodejs/node#64500).
// Forks that had opened ~20 PGlite databases aborted in 2 clean-clone runs of 3. With the wasm code GC off,
// dead wasm code is not collected while the fork lives; it stays until the fork exits (docs/testing.md).
export default defineProject({
  test: {
    name: 'api-int',
    environment: 'node',
    include: tierFiles('int', ['src', 'test']),
    pool: 'forks',
    // TEST_CPU_PROF=<folder>: a V8 CPU profile of every fork (docs/testing.md, "Onde o tempo vai")
    execArgv: [
      '--no-wasm-code-gc',
      ...(process.env.TEST_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.TEST_CPU_PROF}`] : []),
    ],
    isolate: false,
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
