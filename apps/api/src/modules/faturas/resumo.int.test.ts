import { faturaTotalsSchema, saoPauloToday, staffDashboardSchema } from '@siao/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { queryRows } from '../../db/raw';
import { clients } from '../../db/schema';

// The platform totals and the dashboard chart read fatura_resumo (kept by triggers); after every kind of
// change they must equal an aggregation over the faturas themselves.
let t: TestApp;
let staff: { authorization: string };
const today = saoPauloToday();
const day = (n: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('admin');
  await t.app.deps.db
    .update(clients)
    .set({ monthlyFeeCents: 50000, dueDay: 10 })
    .where(eq(clients.id, t.fixture.clientA.id));
});
afterAll(() => t?.close());

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: staff, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

const fatura = (clientId: string, emissao: string, vencimento: string, valor: number) =>
  call('POST', '/api/faturas', {
    client_id: clientId,
    competencia: emissao.slice(0, 7),
    emissao,
    vencimento,
    itens: [{ descricao: 'Serviço', quantidade: 2, valor_unitario_centavos: valor }],
  });

/** What fatura_resumo must hold, recomputed from scratch. */
const recomputed = sql`
  select tipo, dia::text as dia, count(*)::int as quantidade, sum(total_centavos)::bigint::text as centavos from (
    select 'aberta' as tipo, vencimento as dia, total_centavos from faturas where status = 'aberta'
    union all select 'paga', pago_em, total_centavos from faturas where status = 'paga'
    union all select 'emitida', (competencia || '-01')::date, total_centavos from faturas where status <> 'cancelada'
  ) d group by tipo, dia order by tipo, dia`;
const kept = sql`
  select tipo, dia::text as dia, quantidade::int as quantidade, centavos::text as centavos from fatura_resumo
  where quantidade <> 0 or centavos <> 0 order by tipo, dia`;

describe('fatura_resumo (running totals)', () => {
  it('follows creation, edits, payment, cancellation and monthly generation', async () => {
    const { clientA, clientB } = t.fixture;
    const overdue = await fatura(clientA.id, day(-40), day(-10), 12345);
    const open = await fatura(clientB.id, today, day(15), 20000);
    const toPay = await fatura(clientB.id, day(-3), day(7), 31000);
    const toCancel = await fatura(clientA.id, today, day(20), 9900);
    // an edit that moves money and due date, and one that only touches the notes
    await call('PUT', `/api/faturas/${open.id}`, {
      competencia: open.competencia,
      vencimento: day(16),
      itens: [{ descricao: 'Serviço revisto', quantidade: 3, valor_unitario_centavos: 20000 }],
    });
    await call('PUT', `/api/faturas/${overdue.id}`, {
      competencia: overdue.competencia,
      emissao: overdue.emissao,
      vencimento: overdue.vencimento,
      observacoes: 'Cobrar por telefone',
      itens: [{ descricao: 'Serviço', quantidade: 2, valor_unitario_centavos: 12345 }],
    });
    await call('POST', `/api/faturas/${toPay.id}/pagamento`, { data: today, forma: 'pix' });
    await call('POST', `/api/faturas/${toCancel.id}/cancelamento`, { motivo: 'Emitida em duplicidade' });
    const generated = await call('POST', '/api/faturas/geracao-mensal', { competencia: today.slice(0, 7) });
    expect(generated.criadas).toBeGreaterThan(0);

    const db = t.app.deps.db;
    expect(await queryRows(db, kept)).toEqual(await queryRows(db, recomputed));

    const totals = data(
      await t.app.inject({ url: '/api/faturas/totais', headers: staff }),
      faturaTotalsSchema,
    );
    const [e] = await queryRows<Record<string, string>>(
      db,
      sql`select
        count(*) filter (where status = 'aberta' and vencimento >= ${today}::date)::int as an,
        coalesce(sum(total_centavos) filter (where status = 'aberta' and vencimento >= ${today}::date), 0)::int as ac,
        count(*) filter (where status = 'aberta' and vencimento < ${today}::date)::int as vn,
        coalesce(sum(total_centavos) filter (where status = 'aberta' and vencimento < ${today}::date), 0)::int as vc
        from faturas`,
    );
    expect(totals).toEqual({
      em_aberto_centavos: e?.ac,
      em_aberto_quantidade: e?.an,
      vencidas_centavos: e?.vc,
      vencidas_quantidade: e?.vn,
      recebidas_mes_centavos: 62000,
      recebidas_mes_quantidade: 1,
    });
    // the edited open one (3 × 200,00) is counted at its new value; the overdue one (2 × 123,45) too
    expect(totals.em_aberto_centavos).toBeGreaterThanOrEqual(60000);
    expect(totals.vencidas_centavos).toBeGreaterThanOrEqual(24690);

    const dash = data(await t.app.inject({ url: '/api/dashboard', headers: staff }), staffDashboardSchema);
    const mes = dash.receita_12_meses.find((p) => p.mes === today.slice(0, 7));
    const [expected] = await queryRows<{ emitido: string; recebido: string }>(
      db,
      sql`select
        (select coalesce(sum(total_centavos), 0) from faturas
          where competencia = ${today.slice(0, 7)} and status <> 'cancelada')::text as emitido,
        (select coalesce(sum(total_centavos), 0) from faturas
          where status = 'paga' and to_char(pago_em, 'YYYY-MM') = ${today.slice(0, 7)})::text as recebido`,
    );
    expect(mes).toEqual({
      mes: today.slice(0, 7),
      emitido_centavos: Number(expected?.emitido),
      recebido_centavos: Number(expected?.recebido),
    });
  });
});
