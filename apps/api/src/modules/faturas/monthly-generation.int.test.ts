import { faturaListSchema, geracaoMensalResultSchema } from '@siao/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data, json } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { clients } from '../../db/schema';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('operador');
  const db = t.app.deps.db;
  await db
    .update(clients)
    .set({ monthlyFeeCents: 89990, dueDay: 15 })
    .where(eq(clients.id, t.fixture.clientA.id));
  await db.update(clients).set({ monthlyFeeCents: 0 }).where(eq(clients.id, t.fixture.clientB.id));
  await db.insert(clients).values([
    { document: '11444777000161', legalName: 'Cartório Inativo', status: 'inativo', monthlyFeeCents: 5000 },
    {
      document: '52998224725',
      personType: 'pf',
      legalName: 'Ana Tabeliã',
      monthlyFeeCents: 12345,
      dueDay: 28,
    },
  ]);
});
afterAll(() => t?.close());

const run = (competencia: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/faturas/geracao-mensal',
    headers: staff,
    payload: { competencia },
  });

describe('monthly generation', () => {
  it('creates one fatura per active client with a fee, and nothing on a second run', async () => {
    const first = await run('2099-02');
    expect(data(first, geracaoMensalResultSchema)).toEqual({
      competencia: '2099-02',
      criadas: 2,
      ja_existentes: 0,
    });
    const second = await run('2099-02');
    expect(data(second, geracaoMensalResultSchema)).toEqual({
      competencia: '2099-02',
      criadas: 0,
      ja_existentes: 2,
    });
    const list = await t.app.inject({
      url: '/api/faturas?competencia_de=2099-02&competencia_ate=2099-02&sort=numero',
      headers: staff,
    });
    const rows = json(list, faturaListSchema).data;
    expect(rows.map((r) => [r.client_name, r.total_centavos, r.vencimento])).toEqual([
      ['Ana Tabeliã', 12345, '2099-02-28'],
      ['Cartório A Ltda', 89990, '2099-02-15'],
    ]);
    expect(rows[1]!.numero).toBe(rows[0]!.numero + 1);
  });

  it('runs concurrently without duplicates or gaps in the números', async () => {
    const results = await Promise.all([run('2099-03'), run('2099-03'), run('2099-03')]);
    expect(results.map((r) => data(r, geracaoMensalResultSchema).criadas).sort()).toEqual([0, 0, 2]);
    const all = await t.app.inject({ url: '/api/faturas?sort=numero&limit=100', headers: staff });
    const numeros = json(all, faturaListSchema).data.map((r) => r.numero);
    expect(numeros).toEqual(numeros.map((_, i) => numeros[0]! + i));
  });

  it('a manual fatura of the same month does not block the generated one', async () => {
    const ids = (
      await t.app.deps.db
        .select({ id: clients.id })
        .from(clients)
        .where(inArray(clients.legalName, ['Ana Tabeliã']))
    ).map((r) => r.id);
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: {
        client_id: ids[0],
        competencia: '2099-04',
        vencimento: '2099-04-10',
        itens: [{ descricao: 'Extra', quantidade: 1, valor_unitario_centavos: 100 }],
      },
    });
    expect(manual.statusCode).toBe(201);
    expect(data(await run('2099-04'), geracaoMensalResultSchema).criadas).toBe(2);
  });

  it('validates the competência in Portuguese', async () => {
    const res = await run('04/2099');
    expect(apiError(res).details).toEqual([
      { field: 'competencia', message: 'Competência inválida. Use o formato AAAA-MM.' },
    ]);
  });
});
