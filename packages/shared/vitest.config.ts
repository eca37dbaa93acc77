import { defineProject } from 'vitest/config';
import { fastTier } from '../../vitest.tiers.ts';

// timeouts fit for a loaded machine (two suites side by side on 2 cores): a slow test is not a failed one
export default defineProject({
  test: { name: 'shared', ...fastTier(['src']), testTimeout: 30_000, hookTimeout: 60_000 },
});
