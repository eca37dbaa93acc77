import { defineProject } from 'vitest/config';
import { fileCpu, tierFiles } from '../../vitest.tiers.ts';

// The app on a database of its own per test file (PGlite in memory, or a brand-new PostgreSQL
// database under DATABASE_URL); files run in parallel forks, each fork running many files
// (`isolate: false`): node_modules (and PGlite's compiled pglite.wasm) are loaded once per fork instead
// of once per file, which halves the tier's CPU time; vitest.fresh-file.ts gives every file fresh project
// modules and undoes what it leaves behind.
// `--no-wasm-code-gc`: Node 24's V8 (13.6, up to 24.21) frees a dying wasm-to-JS import wrapper twice when
// an instance tiers up its wrapper while the wasm code GC is freeing it (`Check failed:
// jit_page_->allocations_.erase(addr) == 1` in UnregisterWasmAllocation; fixed upstream in V8 9b8ca54d5a).
// Every PGlite a file closes leaves its wrappers to that GC, and forks that had opened ~20 of them aborted
// in 2 clean-clone runs of 3. Without the GC a fork keeps its dead wasm code until it exits (docs/testing.md).
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
