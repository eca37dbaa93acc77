import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'chat-ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
