import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS library loaded on the first call instead of at start-up, for heavy libraries used by
 * synchronous code (async code uses `await import()`); Node caches the module after the first load.
 */
function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}

/** jsdom costs ~1 s and ~60 MB to load: only exports and HTML uploads need it. */
export const loadJsdom = lazyRequire<typeof import('jsdom')>('jsdom');
