import { describe, expect, it } from 'vitest';
import { businessRefusalCodes, errorCatalog } from './errors';

describe('business refusals', () => {
  it('are catalogue codes answered with 403 (shown in place by the back-office, not "Acesso negado")', () => {
    const catalog = errorCatalog as Record<string, { status: number }>;
    for (const code of businessRefusalCodes) expect(catalog[code]?.status, code).toBe(403);
  });
});
