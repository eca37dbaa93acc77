import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { monthStartSaoPaulo, recordServiceUse, usageThisMonth } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('service usage log', () => {
  it('counts this month per service, per client and for everyone', async () => {
    const { db } = t.app.deps;
    const a = t.fixture.clientA.id;
    const b = t.fixture.clientB.id;
    const userId = t.fixture.users.cliente.id;
    await recordServiceUse(db, { clientId: a, userId, service: 'cnib', outcome: 'ok' });
    await recordServiceUse(db, { clientId: a, userId, service: 'cnib', outcome: 'erro', detail: 'timeout' });
    await recordServiceUse(db, { clientId: a, userId, service: 'ocr', outcome: 'ok' });
    await recordServiceUse(db, { clientId: b, userId: null, service: 'certidoes', outcome: 'ok' });
    expect(await usageThisMonth(db, a)).toEqual({ cnib: 2, ocr: 1, certidoes: 0 });
    expect(await usageThisMonth(db, b)).toEqual({ cnib: 0, ocr: 0, certidoes: 1 });
    expect(await usageThisMonth(db, null)).toEqual({ cnib: 2, ocr: 1, certidoes: 1 });
    // a use from a month that has ended does not count
    expect(await usageThisMonth(db, a, new Date('2099-02-10T12:00:00Z'))).toEqual({
      cnib: 0,
      ocr: 0,
      certidoes: 0,
    });
  });

  it('starts the month at midnight in São Paulo', () => {
    expect(monthStartSaoPaulo(new Date('2026-12-01T02:00:00Z')).toISOString()).toBe(
      '2026-11-01T03:00:00.000Z',
    );
    expect(monthStartSaoPaulo(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
  });
});
