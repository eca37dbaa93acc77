import { defineConfig } from 'vitest/config';

// `npm test` runs every project below; the browser suite (e2e/) and the PostgreSQL run are separate
// commands (see .ci/run) because they need Chromium and a server.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/chat-ui', 'packages/widget', 'apps/api', 'apps/backoffice'],
  },
});
