import { currentCompetencia } from '@siao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { faturas } from '../db/schema';
import { seedFaturas } from './faturas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('faturas demo seed', () => {
  it('creates ~500 faturas over 12 months, and the monthly job then has nothing to do', async () => {
    expect(await seedFaturas(t.app.deps)).toBe(500);
    const [row] = await t.app.deps.db
      .select({
        months: sql<string>`count(distinct ${faturas.competencia})`,
        max: sql<string>`max(${faturas.numero})`,
        n: sql<string>`count(*)`,
      })
      .from(faturas);
    expect([row?.months, row?.max, row?.n].map(Number)).toEqual([12, 500, 500]);
    const staff = await t.authHeader('admin');
    const dash = (await t.app.inject({ url: '/api/dashboard', headers: staff })).json().data;
    expect(dash.faturas.vencidas_quantidade).toBeGreaterThan(0);
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/faturas/geracao-mensal',
      headers: staff,
      payload: { competencia: currentCompetencia() },
    });
    expect(gen.json().data.criadas).toBe(0);
  });
});
