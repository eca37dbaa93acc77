import { FATURAS_LOTE_MAX, faturaLoteResultSchema, faturaSchema, saoPauloToday } from '@siao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs, clients } from '../../db/schema';

let t: TestApp;
let staff: { authorization: string };
const today = saoPauloToday();
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('operador');
});
afterAll(() => t?.close());

async function create(clientId = t.fixture.clientA.id) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faturas',
    headers: staff,
    payload: {
      client_id: clientId,
      competencia: today.slice(0, 7),
      emissao: today,
      vencimento: today,
      itens: [{ descricao: 'Mensalidade', quantidade: 1, valor_unitario_centavos: 25000 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return data(res, faturaSchema);
}

const lote = (payload: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'POST', url: '/api/faturas/lote', headers, payload });

const auditOf = (action: string, ids: string[]) =>
  t.app.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), inArray(auditLogs.entityId, ids)));

describe('faturas in batch (POST /api/faturas/lote)', () => {
  it('cancels what it may, reports each refusal, and audits each cancelled fatura', async () => {
    const [a, b, paid] = [await create(), await create(t.fixture.clientB.id), await create()];
    const pay = await lote({ acao: 'pagamento', ids: [paid.id], data: today, forma: 'pix' });
    expect(data(pay, faturaLoteResultSchema)).toMatchObject({ sucesso: 1, falhas: 0 });

    const res = await lote({
      acao: 'cancelamento',
      motivo: 'Emitidas em duplicidade',
      ids: [a.id, b.id, paid.id, unknownId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = data(res, faturaLoteResultSchema);
    expect(result).toMatchObject({ acao: 'cancelamento', sucesso: 2, falhas: 2 });
    expect(result.itens).toEqual([
      { id: a.id, numero: a.numero, ok: true, codigo: null, mensagem: null },
      { id: b.id, numero: b.numero, ok: true, codigo: null, mensagem: null },
      {
        id: paid.id,
        numero: paid.numero,
        ok: false,
        codigo: 'FATURA_PAID_CANNOT_CANCEL',
        mensagem: 'Uma fatura paga não pode ser cancelada.',
      },
      { id: unknownId, numero: null, ok: false, codigo: 'NOT_FOUND', mensagem: 'Registro não encontrado.' },
    ]);
    const audits = await auditOf('fatura.cancelled', [a.id, b.id, paid.id]);
    expect(audits.map((r) => r.entityId).sort()).toEqual([a.id, b.id].sort());
    expect(audits[0]?.details).toMatchObject({ motivo: 'Emitidas em duplicidade' });
    const again = await t.app.inject({ url: `/api/faturas/${paid.id}`, headers: staff });
    expect(data(again, faturaSchema).status).toBe('paga');
  });

  it('registers payments with the single action rules: a cancelled fatura and a date before issue are refused', async () => {
    const [open, cancelled] = [await create(), await create()];
    await lote({ acao: 'cancelamento', motivo: 'Cliente desistiu', ids: [cancelled.id] });
    const res = await lote({
      acao: 'pagamento',
      ids: [open.id, cancelled.id, open.id],
      data: today,
      forma: 'boleto',
    });
    const result = data(res, faturaLoteResultSchema);
    // a repeated id counts once
    expect(result.itens.map((i) => i.codigo)).toEqual([null, 'FATURA_CANCELLED']);
    expect((await auditOf('fatura.paid', [open.id, cancelled.id])).map((r) => r.entityId)).toEqual([open.id]);
    const early = await create();
    const before = await lote({ acao: 'pagamento', ids: [early.id], data: '2020-01-01', forma: 'pix' });
    expect(data(before, faturaLoteResultSchema).itens[0]).toMatchObject({
      ok: false,
      codigo: 'FATURA_PAYMENT_BEFORE_ISSUE',
    });
  });

  it("e-mails each fatura to its client's address, and names the clients without one", async () => {
    const [a, b] = [await create(), await create(t.fixture.clientB.id)];
    await t.app.deps.db
      .update(clients)
      .set({ email: 'financeiro@cartorio-a.dev' })
      .where(eq(clients.id, t.fixture.clientA.id));
    const result = data(await lote({ acao: 'email', ids: [a.id, b.id] }), faturaLoteResultSchema);
    expect(result).toMatchObject({ sucesso: 1, falhas: 1 });
    expect(result.itens[1]).toMatchObject({ id: b.id, codigo: 'FATURA_CLIENT_NO_EMAIL' });
    const sent = await auditOf('fatura.emailed', [a.id, b.id]);
    expect(sent.map((r) => [r.entityId, (r.details as { to: string }).to])).toEqual([
      [a.id, 'financeiro@cartorio-a.dev'],
    ]);
  });

  it('validates the batch: ids, their number, the action and its fields', async () => {
    const tooMany = Array.from({ length: FATURAS_LOTE_MAX + 1 }, () => unknownId);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ acao: 'email', ids: [] }, /ao menos uma fatura/],
      [{ acao: 'email', ids: tooMany }, /no máximo 100 faturas/],
      [{ acao: 'email', ids: ['abc'] }, /Fatura inválida/],
      [{ acao: 'apagar', ids: [unknownId] }, /Ação inválida/],
      [{ acao: 'cancelamento', ids: [unknownId] }, /motivo/],
    ];
    for (const [payload, message] of cases) {
      const res = await lote(payload);
      expect([payload.acao, res.statusCode]).toEqual([payload.acao, 400]);
      expect(res.body).toMatch(message);
    }
  });

  it('is refused to a cliente, even for its own faturas', async () => {
    const own = await create();
    const res = await lote(
      { acao: 'cancelamento', motivo: 'Não reconheço', ids: [own.id] },
      await t.authHeader('cliente'),
    );
    expect(res.statusCode).toBe(403);
    expect((await auditOf('fatura.cancelled', [own.id])).length).toBe(0);
  });
});

describe('PDFs in one zip (POST /api/faturas/lote/pdf)', () => {
  it('zips one PDF per fatura and counts those left out', async () => {
    const [a, b] = [await create(), await create(t.fixture.clientB.id)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faturas/lote/pdf',
      headers: staff,
      payload: { ids: [a.id, b.id, unknownId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-faturas-incluidas']).toBe('2');
    expect(res.headers['x-faturas-ignoradas']).toBe('1');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    const label = (n: number) => `Fatura_${String(n).padStart(6, '0')}.pdf`;
    expect(names).toEqual([label(a.numero), label(b.numero)].sort());
    const first = await zip.file(names[0]!)!.async('nodebuffer');
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 when none of the faturas can be read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faturas/lote/pdf',
      headers: staff,
      payload: { ids: [unknownId] },
    });
    expect(res.statusCode).toBe(404);
  });
});
