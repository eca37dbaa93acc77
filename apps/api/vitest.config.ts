import { defineProject } from 'vitest/config';

// One PGlite (or one fresh PostgreSQL database) per test file; files run in parallel forks.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/setup-wait.ts'],
    // migrates one PGlite per run; every file's database opens from its snapshot
    globalSetup: ['test/global-setup.ts'],
  },
});
