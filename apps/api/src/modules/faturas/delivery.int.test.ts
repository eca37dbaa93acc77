import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Fatura, faturaSchema, saoPauloToday } from '@siao/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs, clients } from '../../db/schema';

let t: TestApp;
let staff: { authorization: string };
let fatura: Fatura;
const today = saoPauloToday();

beforeAll(async () => {
  t = await createTestApp({
    PIX_KEY: 'financeiro@siao.dev',
    FATURA_EMITENTE_NOME: 'Sião Soluções Tecnológicas Ltda.',
    FATURA_EMITENTE_CNPJ: '11.444.777/0001-61',
    FATURA_EMITENTE_ENDERECO: 'Av. Paulista, 1000, São Paulo/SP',
  });
  staff = await t.authHeader('admin');
  await t.app.deps.db
    .update(clients)
    .set({
      email: 'financeiro@cartorio-a.dev',
      street: 'Rua XV de Novembro',
      number: '700',
      district: 'Centro',
      city: 'Curitiba',
      uf: 'PR',
      cep: '80020310',
    })
    .where(eq(clients.id, t.fixture.clientA.id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faturas',
    headers: staff,
    payload: {
      client_id: t.fixture.clientA.id,
      competencia: '2026-03',
      vencimento: '2099-12-31',
      itens: [{ descricao: 'Mensalidade; "março"', quantidade: 2, valor_unitario_centavos: 123456 }],
      observacoes: 'Referente ao contrato nº 42',
    },
  });
  fatura = data(res, faturaSchema);
});
afterAll(() => t?.close());

function pdfText(pdf: Buffer, mode = '-layout'): string {
  const file = join(t.dataDir, `f-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' });
}

describe('fatura documents', () => {
  it('renders a real PDF with the número, the client, the total and the PIX code', async () => {
    const res = await t.app.inject({ url: `/api/faturas/${fatura.id}/pdf?download`, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Fatura_\d{6}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Fatura nº ${String(fatura.numero).padStart(6, '0')}`);
    expect(text).toContain('Cartório A Ltda');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain('março/2026');
    expect(text).toContain('R$ 2.469,12');
    expect(text).toContain('PIX copia e cola');
  });

  it("carries the issuer (accents, CNPJ, address) and the client's address at the top", async () => {
    const res = await t.app.inject({ url: `/api/faturas/${fatura.id}/pdf`, headers: staff });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Sião Soluções Tecnológicas Ltda.');
    expect(text).toContain('CNPJ 11.444.777/0001-61');
    expect(text).toContain('Av. Paulista, 1000, São Paulo/SP');
    expect(text).toContain('Rua XV de Novembro, 700 — Centro — Curitiba/PR — CEP 80020-310');
  });

  it('wraps the PIX copia e cola inside the right margin, every character of it still there', async () => {
    const pix = data(
      await t.app.inject({ url: `/api/faturas/${fatura.id}`, headers: staff }),
      faturaSchema,
    ).pix;
    const res = await t.app.inject({ url: `/api/faturas/${fatura.id}/pdf`, headers: staff });
    const bbox = pdfText(res.rawPayload, '-bbox');
    const pageWidth = Number(/<page width="([\d.]+)"/.exec(bbox)?.[1]);
    const rightEdges = [...bbox.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"/g)].map((m) =>
      Number(m[1]),
    );
    // A4 is 595 pt wide with 51 pt margins: no word may end beyond 544 pt
    expect(pageWidth).toBeCloseTo(595.28, 0);
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(pageWidth - 51 + 0.5);
    const squeeze = (v: string) => v.replace(/\s+/g, '');
    expect(squeeze(pdfText(res.rawPayload))).toContain(squeeze(pix!.copia_e_cola));
  });

  it("e-mails the PDF to the client's address and audits it", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${fatura.id}/email`,
      headers: staff,
    });
    expect(res.json().data).toEqual({ enviado_para: 'financeiro@cartorio-a.dev' });
    const outbox = join(t.dataDir, 'outbox');
    // delivered by the mail-send job
    const eml = await vi.waitFor(() => readFileSync(join(outbox, readdirSync(outbox)[0]!), 'utf8'));
    expect(eml).toContain('To: financeiro@cartorio-a.dev');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=Fatura_\d{6}\.pdf/);
    const part =
      eml
        .replace(/\r\n/g, '\n')
        .split(/\n--/)
        .find((p) => p.includes('Content-Type: application/pdf')) ?? '';
    const base64 = part.slice(part.indexOf('\n\n') + 2).replace(/\s/g, '');
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(eml).toContain('Subject: =?UTF-8?');
    const audit = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.action, 'fatura.emailed'));
    expect(audit.map((a) => [a.entityId, a.details])).toEqual([
      [fatura.id, { numero: fatura.numero, to: 'financeiro@cartorio-a.dev' }],
    ]);
  });

  it('refuses to e-mail when the client has no address', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: {
        client_id: t.fixture.clientB.id,
        competencia: '2026-03',
        vencimento: '2099-01-01',
        itens: [{ descricao: 'X', quantidade: 1, valor_unitario_centavos: 100 }],
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/faturas/${data(other, faturaSchema).id}/email`,
      headers: staff,
    });
    expect([res.statusCode, apiError(res).code]).toEqual([422, 'FATURA_CLIENT_NO_EMAIL']);
  });

  it('exports the filtered list as CSV (Brazilian separators) and XLSX (typed cells)', async () => {
    const csv = await t.app.inject({
      url: `/api/faturas/export?formato=csv&client_id=${t.fixture.clientA.id}`,
      headers: staff,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /filename="Siao_faturas_\d\d_\d\d_\d{4}_\d\d_\d\d\.csv"/,
    );
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Número;Cliente;Competência;Emissão;Vencimento;Situação;Total (R$);Pago em;Forma de pagamento',
    );
    const [y, m, d] = today.split('-');
    expect(lines.slice(1)).toEqual([
      `${fatura.numero};Cartório A Ltda;março/2026;${d}/${m}/${y};31/12/2099;Em aberto;2469,12;;`,
    ]);
    const xlsx = await t.app.inject({ url: '/api/faturas/export?formato=xlsx&sort=numero', headers: staff });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Faturas')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(7).value).toBe(2469.12);
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(3).getCell(2).value).toBe('Cartório B Ltda');
  });
});
