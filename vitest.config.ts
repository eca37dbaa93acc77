import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileCpu, TEST_TIME_ZONES, tierFiles } from './vitest.tiers.ts';

// `npm test` runs every project below: the fast tier of each workspace, the API's app (int) and
// process tiers, the build budgets and the date helpers under other time zones. The browser suite
// (e2e/) and the PostgreSQL run are separate commands because they need Chromium and a server.
// Tiers by file name: vitest.tiers.ts and docs/testing.md.
export default defineConfig({
  test: {
    // every core runs test files (vitest's default keeps one core for itself: half the machine idle on 2 cores)
    maxWorkers: availableParallelism(),
    projects: [
      'packages/shared',
      'packages/chat-ui',
      'packages/widget',
      'packages/widget/vitest.build.config.ts',
      'apps/api',
      'apps/api/vitest.int.config.ts',
      'apps/api/vitest.process.config.ts',
      'apps/backoffice',
      'apps/backoffice/vitest.build.config.ts',
      ...Object.entries(TEST_TIME_ZONES).map(([name, zone]) => ({
        test: {
          name: `tz-${name}`,
          include: tierFiles('timezone', ['packages/*/src', 'apps/*/src']),
          // a process of its own: the zone is read when the process starts
          pool: 'forks' as const,
          env: { TZ: zone },
          setupFiles: [...fileCpu(), 'vitest.timezone-setup.ts'],
        },
      })),
    ],
  },
});
