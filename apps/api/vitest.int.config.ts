import { defineProject } from 'vitest/config';
import { tierFiles } from '../../vitest.tiers.ts';

// The app on a database of its own per test file (PGlite in memory, or a brand-new PostgreSQL
// database under DATABASE_URL); files run in parallel forks.
export default defineProject({
  test: {
    name: 'api-int',
    environment: 'node',
    include: tierFiles('int', ['src', 'test']),
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/setup-wait.ts'],
    // one migrated PGlite, cached across runs: every file's database opens from its snapshot
    globalSetup: ['test/global-setup.ts'],
  },
});
