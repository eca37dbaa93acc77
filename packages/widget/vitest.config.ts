import { defineProject } from 'vitest/config';
import { fastTier, fileCpu } from '../../vitest.tiers.ts';
import { preactAliases } from './build/preact-aliases.ts';

export default defineProject({
  // The widget ships on Preact (vite.config.ts): its tests render with what ships, through ONE copy of Preact.
  // Testing Library is taken as its ES build and inlined with Preact, so the aliases reach its React imports
  // too: its act() is Preact's (renders flushed at once) and not React's. No dependency pre-bundling: Vitest
  // never pre-bundles a jsx-runtime, so a pre-bundled Preact would be a second copy next to the one the JSX
  // runtime loads, and compat's props mapping (onChange → oninput) would be missing on the rendered elements.
  resolve: {
    alias: [
      ...preactAliases,
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    name: 'widget',
    environment: 'happy-dom',
    ...fastTier(['src', 'build']),
    // one module graph per file, without the shared worker's vi.resetModules (vitest.fresh-file.ts): a reset
    // would load a second Preact next to the one Testing Library already holds
    isolate: true,
    setupFiles: [...fileCpu(), 'src/test-setup.ts'],
    server: { deps: { inline: [/preact/, /@testing-library\/react/] } },
    // timeouts fit for a loaded machine (two suites side by side on 2 cores): a slow render is not a failure
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
