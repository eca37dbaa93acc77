import { afterAll, vi } from 'vitest';
import { ownFileWork } from './vitest.ended-file.ts';

// The fast tier reuses one worker (and one DOM window) for many files (`isolate: false`, vitest.tiers.ts):
// packages from node_modules, the DOM environment and the worker are set up once per worker instead of once
// per file. This file keeps what isolation gave the tests:
// - every file imports the project's own modules afresh (module-level caches, counters and lazy imports
//   start empty, as in a worker of their own);
// - what a file leaves in the shared worker is undone when it ends (this hook runs after the file's own):
//   fake timers, stubbed globals and environment variables, and in a DOM project the page's pending
//   requests and timers, its address, the document's body and the storages; and there, the file's own
//   timers and fetches started before its end never run or settle after it (vitest.ended-file.ts).
// Runs first in every fast project's setupFiles (after vitest.file-cpu.ts when TEST_FILE_CPU measures).
vi.resetModules();

/** vitest's happy-dom environment opens every window at this address */
const START_URL = 'http://localhost:3000/';

interface HappyDomWindow {
  happyDOM?: { abort(): Promise<void>; setURL(url: string): void };
}

const page = (globalThis as HappyDomWindow).happyDOM;
const fileWork = page ? ownFileWork() : null;

afterAll(async () => {
  fileWork?.end();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (page) {
    // a request still pending would land in the next file, against a fake server already closed
    await page.abort();
    page.setURL(START_URL);
  }
  if (typeof document !== 'undefined') {
    document.body.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
  }
});
