import { vi } from 'vitest';

// Background work (mail-send, text extraction in file workers, jobs) finishes when the machine gets
// to it: on a loaded CI runner that is seconds, not vitest's default 1 s. One default for every
// `vi.waitFor` of the API suite; a call's own options still win.
// A fork runs many files (`isolate: false`): the original is kept once, so the default is not wrapped again.
const ORIGINAL = Symbol.for('siao.vi.waitFor');
const holder = vi as typeof vi & { [ORIGINAL]?: typeof vi.waitFor };
holder[ORIGINAL] ??= vi.waitFor;
const waitFor = holder[ORIGINAL];
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: 30_000, interval: 50, ...options },
  )) as typeof vi.waitFor;
