import { defineConfig } from 'vitest/config';

// Browser suite: one product server for the whole run (global setup), spec files one after another
// (Chromium is heavy on 2 cores).
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
