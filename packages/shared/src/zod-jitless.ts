import { z } from 'zod';

/**
 * Browser entry points import this module FIRST (a side-effect import, before anything that builds a
 * schema): zod decides at schema construction whether to JIT, probing `new Function`, which a strict CSP
 * (script-src without 'unsafe-eval') reports as a violation even though zod catches the error.
 */
z.config({ jitless: true });
