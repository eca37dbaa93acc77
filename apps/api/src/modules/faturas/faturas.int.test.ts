import { faturaListSchema, faturaSchema, faturaTotalsSchema, parseBrCode, saoPauloToday } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data, json } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs } from '../../db/schema';

let t: TestApp;
let staff: { authorization: string };
const today = saoPauloToday();
const daysFromToday = (n: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({
    PIX_KEY: '11222333000181',
    PIX_MERCHANT_NAME: 'Sião Tecnologia Ltda',
    PIX_MERCHANT_CITY: 'São Paulo',
  });
  staff = await t.authHeader('operador');
});
afterAll(() => t?.close());

const body = (clientId: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId,
  competencia: today.slice(0, 7),
  vencimento: daysFromToday(10),
  itens: [
    { descricao: 'Assinatura SiãoGPT', quantidade: 3, valor_unitario_centavos: 3333 },
    { descricao: 'Treinamento LGPD', quantidade: 1, valor_unitario_centavos: 150001 },
  ],
  ...extra,
});

async function create(clientId: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faturas',
    headers: staff,
    payload: body(clientId, extra),
  });
  expect(res.statusCode, res.body).toBe(201);
  return data(res, faturaSchema);
}

describe('faturas', () => {
  it('computes line and fatura totals in integer centavos on the server', async () => {
    const f = await create(t.fixture.clientA.id);
    expect(f.itens.map((i: { total_centavos: number }) => i.total_centavos)).toEqual([9999, 150001]);
    expect(f.total_centavos).toBe(160000);
    expect(f.status).toBe('aberta');
    expect(f.client_name).toBe('Cartório A Ltda');
  });

  it('gives sequential números that are never reused, even when a creation fails', async () => {
    const a = await create(t.fixture.clientA.id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: body(t.fixture.clientA.id, { vencimento: daysFromToday(-400), emissao: today }),
    });
    expect(bad.statusCode).toBe(400);
    const b = await create(t.fixture.clientB.id);
    expect(b.numero).toBe(a.numero + 1);
  });

  it('refuses invalid input with Portuguese messages per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: {
        client_id: t.fixture.clientA.id,
        competencia: '2026-13',
        vencimento: '31/02/2026',
        itens: [],
      },
    });
    expect(res.statusCode).toBe(400);
    const details = apiError(res).details as { field: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'competencia', message: 'Competência inválida. Use o formato AAAA-MM.' },
        { field: 'vencimento', message: 'Data de vencimento inválida.' },
        { field: 'itens', message: 'Inclua pelo menos um item.' },
      ]),
    );
    const due = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: body(t.fixture.clientA.id, { emissao: today, vencimento: daysFromToday(-1) }),
    });
    expect(apiError(due)).toMatchObject({
      message: 'O vencimento não pode ser anterior à emissão.',
      details: [{ field: 'vencimento' }],
    });
  });

  it('derives vencida from the due date at read time', async () => {
    const f = await create(t.fixture.clientA.id, {
      emissao: daysFromToday(-40),
      vencimento: daysFromToday(-1),
    });
    expect(f.status).toBe('vencida');
    const list = await t.app.inject({ url: `/api/faturas?status=vencida&q=${f.numero}`, headers: staff });
    expect(json(list, faturaListSchema).data.map((r) => r.id)).toEqual([f.id]);
    const open = await t.app.inject({ url: `/api/faturas?status=aberta&q=${f.numero}`, headers: staff });
    expect(json(open, faturaListSchema).total).toBe(0);
    const dueToday = await create(t.fixture.clientA.id, { vencimento: today });
    expect(dueToday.status).toBe('aberta');
  });

  it('exposes a PIX BR Code with a valid CRC and the fatura amount, and a QR code', async () => {
    const f = await create(t.fixture.clientA.id);
    if (!f.pix) throw new Error('a fatura aberta com PIX_KEY configurada deve trazer o PIX');
    const parsed = parseBrCode(f.pix.copia_e_cola);
    expect(parsed.crcValid).toBe(true);
    expect(parsed).toMatchObject({
      key: '11222333000181',
      amountCentavos: 160000,
      merchantName: 'SIAO TECNOLOGIA LTDA',
      merchantCity: 'SAO PAULO',
      txid: `FAT${f.numero}`,
    });
    expect(f.pix.qr_code_svg).toMatch(/^<svg/);
  });

  it('reverses a payment with a reason ("Estornar pagamento"), audited and shown in the Histórico', async () => {
    const f = await create(t.fixture.clientA.id, { emissao: daysFromToday(-5) });
    const estorno = (payload: object, headers = staff) =>
      t.app.inject({ method: 'POST', url: `/api/faturas/${f.id}/estorno`, headers, payload });
    const notPaid = await estorno({ motivo: 'Pagamento em duplicidade' });
    expect([notPaid.statusCode, apiError(notPaid).message]).toEqual([
      409,
      'Só é possível estornar o pagamento de uma fatura paga.',
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${f.id}/pagamento`,
      headers: staff,
      payload: { data: today, forma: 'pix' },
    });
    const noReason = await estorno({ motivo: ' ' });
    expect([noReason.statusCode, apiError(noReason).message]).toEqual([400, 'Informe o motivo do estorno.']);
    const cliente = await estorno({ motivo: 'Quero estornar' }, await t.authHeader('cliente'));
    expect(cliente.statusCode).toBe(403);

    const ok = await estorno({ motivo: 'Transferência devolvida pelo banco' });
    expect(ok.statusCode).toBe(200);
    expect(data(ok, faturaSchema)).toMatchObject({ status: 'aberta', pago_em: null, forma_pagamento: null });
    expect(data(ok, faturaSchema).pix).not.toBeNull();

    const history = await t.app.inject({ url: `/api/faturas/${f.id}/history`, headers: staff });
    expect(history.statusCode).toBe(200);
    const entries = history.json().data as { action: string; details: Record<string, unknown> }[];
    expect(entries.map((e) => e.action)).toEqual([
      'fatura.payment_reversed',
      'fatura.paid',
      'fatura.created',
    ]);
    expect(entries[0]!.details).toMatchObject({ motivo: 'Transferência devolvida pelo banco', forma: 'pix' });
  });

  it('registers a payment once, with Portuguese errors for the wrong cases, and audits it', async () => {
    const f = await create(t.fixture.clientA.id, { emissao: daysFromToday(-5) });
    const pay = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/faturas/${f.id}/pagamento`, headers: staff, payload });
    const future = await pay({ data: daysFromToday(1), forma: 'pix' });
    expect(apiError(future).message).toBe('A data do pagamento não pode estar no futuro.');
    const early = await pay({ data: daysFromToday(-6), forma: 'pix' });
    expect(apiError(early).message).toBe('A data do pagamento não pode ser anterior à emissão da fatura.');
    const ok = await pay({ data: today, forma: 'boleto' });
    expect(ok.statusCode).toBe(200);
    expect(data(ok, faturaSchema)).toMatchObject({
      status: 'paga',
      pago_em: today,
      forma_pagamento: 'boleto',
      pix: null,
    });
    const again = await pay({ data: today, forma: 'pix' });
    expect([again.statusCode, apiError(again).message]).toEqual([409, 'Esta fatura já está paga.']);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${f.id}/cancelamento`,
      headers: staff,
      payload: { motivo: 'Duplicada' },
    });
    expect([cancel.statusCode, apiError(cancel).message]).toEqual([
      409,
      'Uma fatura paga não pode ser cancelada.',
    ]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/faturas/${f.id}`,
      headers: staff,
      payload: body(t.fixture.clientA.id),
    });
    expect([edit.statusCode, apiError(edit).message]).toEqual([
      409,
      'Esta fatura já está paga e não pode ser alterada.',
    ]);
    const audit = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.entityId, f.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['fatura.created', 'fatura.paid']);
    expect(audit.find((a) => a.action === 'fatura.paid')?.details).toMatchObject({
      total_centavos: 160000,
      forma: 'boleto',
    });
  });

  it('cancels an open fatura with a reason; a cancelled one cannot be paid or edited', async () => {
    const f = await create(t.fixture.clientA.id);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${f.id}/cancelamento`,
      headers: staff,
      payload: { motivo: ' ' },
    });
    expect(apiError(noReason).details).toEqual([
      { field: 'motivo', message: 'Informe o motivo do cancelamento.' },
    ]);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${f.id}/cancelamento`,
      headers: staff,
      payload: { motivo: 'Emitida em duplicidade' },
    });
    expect(data(ok, faturaSchema)).toMatchObject({
      status: 'cancelada',
      motivo_cancelamento: 'Emitida em duplicidade',
      pix: null,
    });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${f.id}/pagamento`,
      headers: staff,
      payload: { data: today, forma: 'pix' },
    });
    expect(apiError(pay).message).toBe('Esta fatura está cancelada.');
  });

  it('edits an open fatura, recomputing the total, and keeps its número', async () => {
    const f = await create(t.fixture.clientA.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/faturas/${f.id}`,
      headers: staff,
      payload: {
        competencia: '2026-01',
        vencimento: daysFromToday(20),
        itens: [{ descricao: 'Consultoria', quantidade: 7, valor_unitario_centavos: 12345 }],
        observacoes: 'Ajustada',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res, faturaSchema)).toMatchObject({
      numero: f.numero,
      total_centavos: 86415,
      competencia: '2026-01',
      observacoes: 'Ajustada',
    });
  });

  it('isolates tenants: a cliente of A gets 404 for B and sees only A through any filter', async () => {
    const fb = await create(t.fixture.clientB.id);
    const cliente = await t.authHeader('cliente');
    expect((await t.app.inject({ url: `/api/faturas/${fb.id}`, headers: cliente })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/faturas/${fb.id}/pdf`, headers: cliente })).statusCode).toBe(404);
    const filtered = await t.app.inject({
      url: `/api/faturas?client_id=${t.fixture.clientB.id}&limit=100`,
      headers: cliente,
    });
    expect(json(filtered, faturaListSchema).data.every((r) => r.client_id === t.fixture.clientA.id)).toBe(
      true,
    );
    expect(json(filtered, faturaListSchema).data.length).toBeGreaterThan(0);
    const byNumber = await t.app.inject({ url: `/api/faturas?q=${fb.numero}`, headers: cliente });
    expect(json(byNumber, faturaListSchema)).toMatchObject({ data: [], total: 0 });
    const csv = await t.app.inject({
      url: `/api/faturas/export?client_id=${t.fixture.clientB.id}`,
      headers: cliente,
    });
    expect(csv.body).not.toContain('Cartório B');
    const totals = await t.app.inject({
      url: `/api/faturas/totais?client_id=${t.fixture.clientB.id}`,
      headers: cliente,
    });
    const all = await t.app.inject({
      url: `/api/faturas/totais?client_id=${t.fixture.clientA.id}`,
      headers: staff,
    });
    expect(data(totals, faturaTotalsSchema)).toEqual(data(all, faturaTotalsSchema));
    const own = await t.app.inject({
      url: `/api/faturas/${json(filtered, faturaListSchema).data[0]!.id}`,
      headers: cliente,
    });
    expect(own.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${data(own, faturaSchema).id}/pagamento`,
      headers: cliente,
      payload: { data: today, forma: 'pix' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('sorts, paginates and reports the capped total', async () => {
    const asc = await t.app.inject({ url: '/api/faturas?sort=numero&limit=2&page=2', headers: staff });
    const all = await t.app.inject({ url: '/api/faturas?sort=numero&limit=100', headers: staff });
    const numeros = json(all, faturaListSchema).data.map((r) => r.numero);
    expect(numeros).toEqual([...numeros].sort((a, b) => a - b));
    expect(json(asc, faturaListSchema).data.map((r) => r.numero)).toEqual(numeros.slice(2, 4));
    expect(json(asc, faturaListSchema)).toMatchObject({
      page: 2,
      limit: 2,
      total: numeros.length,
      total_capped: false,
    });
    const bad = await t.app.inject({ url: '/api/faturas?sort=senha', headers: staff });
    expect(apiError(bad).message).toBe('Ordenação inválida.');
  });
});
