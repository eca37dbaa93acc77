import { defineProject } from 'vitest/config';
import { tierFiles } from '../../vitest.tiers.ts';

// The slow tier of the widget: its production build against the size budget.
export default defineProject({
  test: {
    name: 'widget-build',
    environment: 'node',
    include: tierFiles('build', ['build']),
    testTimeout: 240_000,
  },
});
