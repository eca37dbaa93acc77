import { defineProject } from 'vitest/config';
import { fileCpu, tierFiles } from '../../vitest.tiers.ts';

// Real child processes: the server, the cluster, a worker killed mid-job, tesseract and poppler.
export default defineProject({
  test: {
    name: 'api-process',
    environment: 'node',
    include: tierFiles('process', ['src', 'test']),
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: [...fileCpu(), 'test/setup-wait.ts'],
    globalSetup: ['test/global-setup.ts'],
  },
});
