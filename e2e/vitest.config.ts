import { defineConfig } from 'vitest/config';

// Browser suite: one product server for the whole run (global setup). Spec files one after another by
// default; E2E_WORKERS=2 runs two at a time against that server (the specs keep out of each other's data:
// README.md).
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
