import { defineProject } from 'vitest/config';
import { fastTier } from '../../vitest.tiers.ts';

export default defineProject({
  test: {
    name: 'chat-ui',
    environment: 'happy-dom',
    ...fastTier(['src'], ['src/test-setup.ts']),
    // timeouts fit for a loaded machine (two suites side by side on 2 cores): a slow render is not a failure
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
