import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { fastTier } from '../../vitest.tiers.ts';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'happy-dom',
    // The captcha test serves a fake api.js from 127.0.0.1 and lets the page run it, as a browser would.
    environmentOptions: { happyDOM: { settings: { enableJavaScriptEvaluation: true } } },
    ...fastTier(['src', 'build'], ['src/test/setup.ts']),
    // screens arrive as lazy chunks (and their CSS): on a loaded machine one test can take more than 5 s
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
