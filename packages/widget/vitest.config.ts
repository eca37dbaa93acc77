import { defineProject } from 'vitest/config';
import { fastTier } from '../../vitest.tiers.ts';
import { PREACT_ENTRIES, preactAliases } from './build/preact-aliases.ts';

export default defineProject({
  // The widget ships on Preact (vite.config.ts): its tests render with what ships.
  resolve: { alias: preactAliases },
  test: {
    name: 'widget',
    environment: 'happy-dom',
    ...fastTier(['src', 'build']),
    setupFiles: ['src/test-setup.ts'],
    // Testing Library's React bindings (CommonJS) are pre-bundled through the aliases, together with Preact
    // itself, so they and the widget share one copy of Preact.
    deps: {
      optimizer: { client: { enabled: true, include: ['@testing-library/react', ...PREACT_ENTRIES] } },
    },
    server: { deps: { inline: [/preact/] } },
    // timeouts fit for a loaded machine (two suites side by side on 2 cores): a slow render is not a failure
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
