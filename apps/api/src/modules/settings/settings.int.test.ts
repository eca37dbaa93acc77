import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { faturaSchema, parseBrCode, platformSettingsSchema } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditLogs } from '../../db/schema';

let t: TestApp;
let superadmin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({
    PIX_KEY: 'financeiro@siao.dev',
    PIX_MERCHANT_NAME: 'Siao Env',
    FATURA_EMITENTE_NOME: 'Emitente do Ambiente Ltda.',
  });
  superadmin = await t.authHeader('superadmin');
});
afterAll(() => t?.close());

const valid = {
  emitente_nome: 'Sião Soluções Tecnológicas Ltda.',
  emitente_cnpj: '12.ABC.345/01DE-35',
  emitente_endereco: 'Av. Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100',
  pix_chave: '11.222.333/0001-81',
  pix_recebedor_nome: 'Sião Tecnologia',
  pix_recebedor_cidade: 'São Paulo',
  banco_nome: '341 — Itaú Unibanco',
  banco_agencia: '0912',
  banco_conta: '45678-9',
  fatura_rodape: 'Dúvidas sobre esta fatura: financeiro@siao.dev · (11) 3000-0000',
  certificado_responsavel_nome: 'Maria Souza',
  certificado_responsavel_cargo: 'Diretora de Treinamentos',
};
const put = (payload: object, headers = superadmin) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload });

function pdfText(pdf: Buffer): string {
  const file = join(t.dataDir, `s-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('Configurações', () => {
  it('shows the environment variables in force until something is saved', async () => {
    const res = await t.app.inject({ url: '/api/settings', headers: superadmin });
    expect(data(res, platformSettingsSchema)).toMatchObject({
      origem: 'ambiente',
      emitente_nome: 'Emitente do Ambiente Ltda.',
      pix_chave: 'financeiro@siao.dev',
      pix_recebedor_nome: 'Siao Env',
      banco_nome: null,
    });
  });

  it.each(['admin', 'operador', 'cliente'] as const)('refuses %s, reading and writing', async (role) => {
    const headers = await t.authHeader(role);
    expect((await t.app.inject({ url: '/api/settings', headers })).statusCode).toBe(403);
    expect((await put(valid, headers)).statusCode).toBe(403);
  });

  it('refuses invalid data field by field in Portuguese and changes nothing', async () => {
    const res = await put({
      ...valid,
      emitente_nome: ' ',
      emitente_cnpj: '11.222.333/0001-80',
      pix_chave: '(11) 91234-5678',
      pix_recebedor_cidade: 'São José dos Campos',
      banco_agencia: '',
    });
    expect(res.statusCode).toBe(400);
    expect(apiError(res).details).toEqual(
      expect.arrayContaining([
        { field: 'emitente_nome', message: 'Informe a razão social.' },
        { field: 'emitente_cnpj', message: 'CNPJ inválido.' },
        {
          field: 'pix_chave',
          message: 'Para usar um telefone como chave PIX, informe-o com +55, ex.: +5511912345678.',
        },
        {
          field: 'pix_recebedor_cidade',
          message: 'A cidade do recebedor deve ter no máximo 15 caracteres (limite do PIX).',
        },
      ]),
    );
    const partialBank = await put({ ...valid, banco_agencia: ' ' });
    expect(apiError(partialBank).details).toEqual([
      { field: 'banco_agencia', message: 'Informe a agência.' },
    ]);
    const after = data(
      await t.app.inject({ url: '/api/settings', headers: superadmin }),
      platformSettingsSchema,
    );
    expect(after.origem).toBe('ambiente');
    expect(
      await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.action, 'settings.updated')),
    ).toEqual([]);
  });

  it('saves the screen, normalizing the PIX key and CNPJ, and audits who changed what', async () => {
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res, platformSettingsSchema)).toMatchObject({
      origem: 'banco',
      emitente_cnpj: '12ABC34501DE35',
      pix_chave: '11222333000181',
      banco_conta: '45678-9',
    });
    const [audit, ...more] = await t.app.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.updated'));
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ entity: 'platform_settings', actorId: t.fixture.users.superadmin.id });
    expect(audit?.details).toMatchObject({
      origem_anterior: 'ambiente',
      changes: {
        pix_chave: { from: 'financeiro@siao.dev', to: '11222333000181' },
        banco_nome: { from: null, to: '341 — Itaú Unibanco' },
      },
    });
  });

  it('makes every open fatura payable: PIX and bank details on the page and in the PDF', async () => {
    await put(valid);
    const staff = await t.authHeader('operador');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: {
        client_id: t.fixture.clientA.id,
        competencia: '2026-03',
        vencimento: '2099-12-31',
        itens: [{ descricao: 'Mensalidade', quantidade: 1, valor_unitario_centavos: 98_765 }],
      },
    });
    const id = data(created, faturaSchema).id;
    const cliente = await t.authHeader('cliente');
    const fatura = data(await t.app.inject({ url: `/api/faturas/${id}`, headers: cliente }), faturaSchema);
    expect(parseBrCode(fatura.pix!.copia_e_cola)).toMatchObject({
      key: '11222333000181',
      merchantName: 'SIAO TECNOLOGIA',
      merchantCity: 'SAO PAULO',
      amountCentavos: 98_765,
      crcValid: true,
    });
    expect(fatura.dados_bancarios).toEqual({
      banco: '341 — Itaú Unibanco',
      agencia: '0912',
      conta: '45678-9',
      titular: 'Sião Soluções Tecnológicas Ltda.',
      documento: '12ABC34501DE35',
    });
    expect(fatura.rodape).toBe(valid.fatura_rodape);

    const pdf = await t.app.inject({ url: `/api/faturas/${id}/pdf`, headers: cliente });
    const text = pdfText(pdf.rawPayload);
    const squeeze = (v: string) => v.replace(/\s+/g, '');
    expect(squeeze(text)).toContain(squeeze(fatura.pix!.copia_e_cola));
    for (const line of [
      'Sião Soluções Tecnológicas Ltda.',
      'CNPJ 12.ABC.345/01DE-35',
      'Pague com PIX',
      'Ou por transferência bancária',
      'Banco: 341 — Itaú Unibanco',
      'Agência: 0912',
      'Conta: 45678-9',
      'Dúvidas sobre esta fatura: financeiro@siao.dev',
    ])
      expect(text).toContain(line);
  });

  it('turns PIX off when the key is cleared, even with PIX_KEY in the environment', async () => {
    await put({ ...valid, pix_chave: '', banco_nome: '', banco_agencia: '', banco_conta: '' });
    const staff = await t.authHeader('operador');
    const list = await t.app.inject({ url: '/api/faturas?limit=1', headers: staff });
    const id = (list.json() as { data: { id: string }[] }).data[0]!.id;
    const fatura = data(await t.app.inject({ url: `/api/faturas/${id}`, headers: staff }), faturaSchema);
    expect([fatura.pix, fatura.dados_bancarios]).toEqual([null, null]);
  });
});
