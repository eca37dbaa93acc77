import { AsyncLocalStorage } from 'node:async_hooks';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// In a DOM project one worker and one window serve many files (vitest.fresh-file.ts). A file's own
// async work can outlive it: a read whose connection the file's end cut is tried again after a backoff
// timer, a debounce fires, a toast is shown — and lands in the next file, against the next file's fake
// server (same relative /api/ address, new page address) or in its DOM. Here every timer and every
// fetch knows the file it was started from (an AsyncLocalStorage context entered before each hook and
// test), and once that file has ended its timers no longer run and its fetches never settle: nothing of
// it continues. Work started outside any file (the runner, a package's own set-up) is left alone.

interface TestFile {
  ended: boolean;
}

interface Frozen {
  files: AsyncLocalStorage<TestFile>;
}

const KEY = Symbol.for('siao.endedFiles');
type Callback = (...args: unknown[]) => void;

/** The worker's one storage; the global timers and fetch are wrapped once per worker. */
function install(): AsyncLocalStorage<TestFile> {
  const g = globalThis as typeof globalThis & { [KEY]?: Frozen };
  const installed = g[KEY];
  if (installed) return installed.files;
  const files = new AsyncLocalStorage<TestFile>();
  const ownedBy = (callback: Callback): Callback => {
    const file = files.getStore();
    if (!file) return callback;
    return (...args) => {
      if (!file.ended) callback(...args);
    };
  };

  const nodeSetTimeout = globalThis.setTimeout;
  const nodeSetInterval = globalThis.setInterval;
  const setTimeoutOwned = (callback: Callback, ms?: number, ...args: unknown[]) =>
    nodeSetTimeout(ownedBy(callback), ms, ...args);
  const setIntervalOwned = (callback: Callback, ms?: number, ...args: unknown[]) =>
    nodeSetInterval(ownedBy(callback), ms, ...args);
  // util.promisify(setTimeout) and timers/promises keep working
  Object.defineProperty(setTimeoutOwned, promisify.custom, {
    value: (nodeSetTimeout as unknown as Record<symbol, unknown>)[promisify.custom],
  });
  globalThis.setTimeout = setTimeoutOwned as typeof globalThis.setTimeout;
  globalThis.setInterval = setIntervalOwned as typeof globalThis.setInterval;

  const pageFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const answer = pageFetch(input, init);
    const file = files.getStore();
    if (!file) return answer;
    return new Promise((resolve, reject) => {
      answer.then(
        (response) => file.ended || resolve(response),
        (error: unknown) => file.ended || reject(error),
      );
    });
  };

  g[KEY] = { files };
  return files;
}

/**
 * Registers this file's context: call from a setup file of a DOM project, before the file's own hooks.
 * `end()` marks the file ended: call it when the file's tests are over, before cutting its requests.
 */
export function ownFileWork(): { end: () => void } {
  const files = install();
  const file: TestFile = { ended: false };
  // entered from synchronous hooks so that the runner's next steps (the file's hooks and tests) run in it
  const enter = () => files.enterWith(file);
  beforeAll(enter);
  beforeEach(enter);
  // registered before the file's other afterAll hooks, so it runs after them: the runner leaves the file
  afterAll(() => files.enterWith(undefined as unknown as TestFile));
  return {
    end: () => {
      file.ended = true;
    },
  };
}
