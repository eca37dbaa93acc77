/**
 * Browser entry points import this module FIRST (a side-effect import, before anything that builds a
 * schema): zod decides at schema construction whether to JIT, probing `new Function`, which a strict CSP
 * (script-src without 'unsafe-eval') reports as a violation even though zod catches the error.
 *
 * It writes zod's global configuration object (`globalThis.__zod_globalConfig`, which zod's core adopts
 * when it loads, see zod/v4/core/core.js) instead of importing zod, so the back-office's first page does not
 * download zod at all. `zod-jitless.test.ts` checks that zod sees the setting.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
