import { defineProject } from 'vitest/config';
import { fastTier } from '../../vitest.tiers.ts';

// The fast tier of the API: functions, providers against fake servers, no app and no database.
// The app's tiers are vitest.int.config.ts and vitest.process.config.ts.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    ...fastTier(['src', 'test'], ['test/setup-wait.ts']),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
