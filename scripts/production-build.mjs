// A production vite build from inside a test (the size budget tests of the widget and the back-office).
import { build } from 'vite';

/** @param {string} configFile @param {string} outDir */
export async function productionBuild(configFile, outDir) {
  // Vitest sets NODE_ENV=test, which would make the React plugin emit development JSX.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
}
