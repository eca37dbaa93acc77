import { defineProject } from 'vitest/config';
import { tierFiles } from '../../vitest.tiers.ts';

// The slow tier of the back-office: its production build against the size budget.
export default defineProject({
  test: {
    name: 'backoffice-build',
    environment: 'node',
    include: tierFiles('build', ['build']),
    testTimeout: 240_000,
  },
});
