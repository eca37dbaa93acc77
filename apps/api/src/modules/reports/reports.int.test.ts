import {
  billingReportSchema,
  clientDashboardSchema,
  clientsReportSchema,
  currentCompetencia,
  saoPauloToday,
  servicesUsageReportSchema,
  staffDashboardSchema,
  trainingReportSchema,
  usageReportSchema,
} from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { aiUsageMonthly, clients, faturaItens, faturas } from '../../db/schema';
import { addMonths } from '../../lib/months';

let t: TestApp;
let staff: { authorization: string };
const mes = currentCompetencia();
const prev = addMonths(mes, -1);
const today = saoPauloToday();

/** Known figures: A has 1000 paid this month + 300 overdue from last month; B 500 open (future) + 99 cancelled. */
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('admin');
  const { clientA, clientB } = t.fixture;
  const rows = [
    {
      numero: 1,
      clientId: clientA.id,
      competencia: mes,
      emissao: `${mes}-01`,
      vencimento: `${mes}-01`,
      status: 'paga' as const,
      totalCentavos: 100000,
      pagoEm: today,
      formaPagamento: 'pix' as const,
    },
    {
      numero: 2,
      clientId: clientA.id,
      competencia: prev,
      emissao: `${prev}-01`,
      vencimento: `${prev}-10`,
      status: 'aberta' as const,
      totalCentavos: 30000,
    },
    {
      numero: 3,
      clientId: clientB.id,
      competencia: mes,
      emissao: `${mes}-01`,
      vencimento: '2099-01-01',
      status: 'aberta' as const,
      totalCentavos: 50000,
    },
    {
      numero: 4,
      clientId: clientB.id,
      competencia: mes,
      emissao: `${mes}-01`,
      vencimento: '2099-01-01',
      status: 'cancelada' as const,
      totalCentavos: 9900,
    },
  ];
  const inserted = await t.app.deps.db.insert(faturas).values(rows).returning();
  await t.app.deps.db.insert(faturaItens).values(
    inserted.map((f) => ({
      faturaId: f.id,
      clientId: f.clientId,
      posicao: 0,
      descricao: 'Item',
      quantidade: 1,
      valorUnitarioCentavos: f.totalCentavos,
      totalCentavos: f.totalCentavos,
    })),
  );
  await t.app.deps.db
    .insert(aiUsageMonthly)
    .values({ clientKey: clientA.id, month: mes, inputTokens: 1200, outputTokens: 800, replies: 7 });
  await t.app.deps.db.update(clients).set({ status: 'inativo' }).where(eq(clients.id, clientB.id));
});
afterAll(() => t?.close());

describe('dashboard', () => {
  it('gives staff the totals computed from the fixture', async () => {
    const res = await t.app.inject({ url: '/api/dashboard', headers: staff });
    const d = data(res, staffDashboardSchema);
    expect(d.visao).toBe('equipe');
    expect(d.clientes_ativos).toBe(1);
    expect(d.faturas).toEqual({
      em_aberto_centavos: 50000,
      em_aberto_quantidade: 1,
      vencidas_centavos: 30000,
      vencidas_quantidade: 1,
      recebidas_mes_centavos: 100000,
      recebidas_mes_quantidade: 1,
    });
    expect(d.receita_12_meses).toHaveLength(12);
    expect(d.receita_12_meses.at(-1)).toEqual({ mes, emitido_centavos: 150000, recebido_centavos: 100000 });
    expect(d.receita_12_meses.at(-2)).toEqual({ mes: prev, emitido_centavos: 30000, recebido_centavos: 0 });
    expect(d.uso_ia).toMatchObject({ mes, respostas: 7, tokens: 2000 });
    expect(d.treinamentos).toMatchObject({ disponivel: true, por_cliente: [] });
  });

  it("gives a cliente only its own client's figures", async () => {
    const res = await t.app.inject({ url: '/api/dashboard', headers: await t.authHeader('cliente') });
    const d = data(res, clientDashboardSchema);
    expect(d.visao).toBe('cliente');
    expect(d.faturas).toMatchObject({
      em_aberto_centavos: 0,
      vencidas_centavos: 30000,
      recebidas_mes_centavos: 100000,
    });
    expect(d.faturas_recentes.map((f) => f.numero)).toEqual([2, 1]);
    expect(d).not.toHaveProperty('receita_12_meses');
  });
});

describe('reports', () => {
  it('faturamento: issued, received, overdue and default rate per month and per client', async () => {
    const res = await t.app.inject({ url: `/api/reports/faturamento?de=${prev}&ate=${mes}`, headers: staff });
    const r = data(res, billingReportSchema);
    expect(r.meses).toEqual([
      {
        mes: prev,
        emitido_centavos: 30000,
        recebido_centavos: 0,
        vencido_centavos: 30000,
        inadimplencia_percentual: 100,
      },
      {
        mes,
        emitido_centavos: 150000,
        recebido_centavos: 100000,
        vencido_centavos: 0,
        inadimplencia_percentual: 0,
      },
    ]);
    expect(r.totais).toEqual({
      emitido_centavos: 180000,
      recebido_centavos: 100000,
      vencido_centavos: 30000,
      inadimplencia_percentual: 16.67,
    });
    expect(r.por_cliente.map((c) => [c.client_name, c.emitido_centavos])).toEqual([
      ['Cartório A Ltda', 130000],
      ['Cartório B Ltda', 50000],
    ]);
    const csv = await t.app.inject({
      url: `/api/reports/faturamento?de=${prev}&ate=${mes}&formato=csv&tabela=clientes`,
      headers: staff,
    });
    expect(csv.body.replace(/^\ufeff/, '').split('\r\n')[1]).toBe('Cartório A Ltda;2;1300,00;1000,00;300,00');
  });

  it('clientes: new per month and current active/inactive split', async () => {
    const res = await t.app.inject({ url: `/api/reports/clientes?de=${mes}&ate=${mes}`, headers: staff });
    expect(data(res, clientsReportSchema).meses).toEqual([{ mes, novos: 2, ativos: 1, inativos: 1 }]);
    const xlsx = await t.app.inject({
      url: `/api/reports/clientes?de=${mes}&ate=${mes}&formato=xlsx`,
      headers: staff,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('uso de IA per client and month; treinamentos says it is not available yet', async () => {
    const res = await t.app.inject({ url: `/api/reports/uso?de=${mes}&ate=${mes}`, headers: staff });
    expect(data(res, usageReportSchema).linhas).toEqual([
      {
        mes,
        client_id: t.fixture.clientA.id,
        client_name: 'Cartório A Ltda',
        conversas: 0,
        respostas: 7,
        tokens_entrada: 1200,
        tokens_saida: 800,
      },
    ]);
    const tr = await t.app.inject({ url: '/api/reports/treinamentos', headers: staff });
    expect(data(tr, trainingReportSchema)).toMatchObject({ disponivel: false, linhas: [] });
  });

  it('is staff only', async () => {
    const res = await t.app.inject({
      url: '/api/reports/faturamento',
      headers: await t.authHeader('cliente'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists the JSON answer of every report in the OpenAPI document, from the shared schemas', async () => {
    // the OpenAPI document itself has no shared schema: read as is
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const reports = {
      '/api/reports/faturamento': billingReportSchema,
      '/api/reports/clientes': clientsReportSchema,
      '/api/reports/uso': usageReportSchema,
      '/api/reports/treinamentos': trainingReportSchema,
      '/api/reports/servicos': servicesUsageReportSchema,
    };
    for (const [path, schema] of Object.entries(reports)) {
      const answer = doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      expect(answer?.properties?.data?.properties, path).toBeDefined();
      expect(Object.keys(answer.properties.data.properties).sort(), path).toEqual(
        Object.keys(schema.shape).sort(),
      );
    }
  });
});
