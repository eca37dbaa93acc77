import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('admin');
  for (const c of [
    { document: '45.723.174/0001-10', legal_name: 'Tabelionato "Central"; Ltda', uf: 'PR', fee: 123_456 },
    { document: '33.000.167/0001-01', legal_name: '=HYPERLINK("x")', uf: 'RJ', fee: 9_900 },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: staff,
      payload: {
        person_type: 'pj',
        document: c.document,
        legal_name: c.legal_name,
        address: { city: 'Cidade', uf: c.uf, cep: '80010-000' },
        products: ['siaoseg', 'servicos'],
        monthly_fee_cents: c.fee,
        due_day: 15,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t?.close());

const exportOf = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/clients/export?${query}`, headers: staff });

describe('client export', () => {
  it('writes the filtered list as CSV (UTF-8 BOM, ; separator, pt-BR numbers, quoted cells)', async () => {
    const res = await exportOf('format=csv&uf=PR');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Siao_clientes_\d{2}_\d{2}_\d{4}_\d{2}_\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFRazão social / Nome;Nome fantasia;Tipo;CPF/CNPJ;CNS;E-mail;Telefone;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF;Situação;Produtos;Mensalidade (R$);Dia de vencimento;Cadastrado em',
    );
    expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
    expect(lines[1]).toMatch(
      /^"Tabelionato ""Central""; Ltda";;Pessoa jurídica;45\.723\.174\/0001-10;;;;80010-000;;;;;Cidade;PR;Ativo;SiãoSeg, Serviços;1234,56;15;\d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('neutralises formulas so a spreadsheet never runs them', async () => {
    const res = await exportOf('format=csv&uf=RJ');
    expect(res.body.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)";/);
  });

  it('writes an XLSX that reads back with the same rows, money as numbers', async () => {
    const res = await exportOf('format=xlsx&sort=-monthly_fee&q=0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clientes');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Razão social / Nome');
    const rows = [2, 3, 4, 5].map((n) => sheet?.getRow(n));
    const names = rows.map((r) => r?.getCell(1).value).filter(Boolean);
    // 0001 matches both new clients and fixture client A (11.222.333/0001-81), highest fee first
    expect(names).toEqual(['Tabelionato "Central"; Ltda', '\'=HYPERLINK("x")', 'Cartório A Ltda']);
    expect(rows[0]?.getCell(17).value).toBe(1234.56);
    expect(rows[0]?.getCell(17).numFmt).toBe('"R$" #,##0.00');
    expect(rows[0]?.getCell(19).value).toBeInstanceOf(Date);
  });

  it('is only for staff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients/export',
      headers: await t.authHeader('cliente'),
    });
    expect(res.statusCode).toBe(403);
  });
});
