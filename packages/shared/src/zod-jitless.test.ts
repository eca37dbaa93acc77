import { expect, it } from 'vitest';

it('turns off zod’s JIT before any schema is built, without importing zod', async () => {
  await import('./zod-jitless');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // a schema still parses (the interpreter path)
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
