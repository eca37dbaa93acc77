import { servicesUsageReportSchema } from '@siao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, data } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { serviceUsage } from '../../db/schema';

let t: TestApp;
let staff: { authorization: string };

/**
 * Known uses (São Paulo months): A — CNIB 3 in 2026-01 (one failed, one at 00:30 on 1 Feb UTC, still January in
 * São Paulo), OCR 1 in 2026-02; B — certidões 2 in 2026-02 and CNIB 1 in 2025-12 (outside the period asked).
 */
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.authHeader('admin');
  const { clientA, clientB } = t.fixture;
  const use = (
    clientId: string,
    service: 'cnib' | 'ocr' | 'certidoes',
    at: string,
    outcome: 'ok' | 'erro' = 'ok',
  ) => ({
    clientId,
    userId: t.fixture.users.operador.id,
    service,
    outcome,
    createdAt: new Date(at),
  });
  await t.app.deps.db
    .insert(serviceUsage)
    .values([
      use(clientA.id, 'cnib', '2026-01-05T12:00:00Z'),
      use(clientA.id, 'cnib', '2026-01-20T12:00:00Z', 'erro'),
      use(clientA.id, 'cnib', '2026-02-01T00:30:00Z'),
      use(clientA.id, 'ocr', '2026-02-10T12:00:00Z'),
      use(clientB.id, 'certidoes', '2026-02-11T12:00:00Z'),
      use(clientB.id, 'certidoes', '2026-02-12T12:00:00Z'),
      use(clientB.id, 'cnib', '2025-12-31T12:00:00Z'),
    ]);
});
afterAll(() => t?.close());

const report = (query: string, headers = staff) =>
  t.app.inject({ url: `/api/reports/servicos?de=2026-01&ate=2026-02${query}`, headers });

describe('relatório de uso de serviços', () => {
  it('counts uses per client, service and São Paulo month, newest month first', async () => {
    const res = await report('');
    expect(res.statusCode, res.body).toBe(200);
    const usage = data(res, servicesUsageReportSchema);
    expect(usage.linhas.map((l) => [l.mes, l.client_name, l.servico, l.usos, l.sucesso, l.falhas])).toEqual([
      ['2026-02', 'Cartório A Ltda', 'ocr', 1, 1, 0],
      ['2026-02', 'Cartório B Ltda', 'certidoes', 2, 2, 0],
      ['2026-01', 'Cartório A Ltda', 'cnib', 3, 2, 1],
    ]);
    expect(usage.meses).toEqual([
      { mes: '2026-01', cnib: 3, ocr: 0, certidoes: 0 },
      { mes: '2026-02', cnib: 0, ocr: 1, certidoes: 2 },
    ]);
    expect(usage.totais).toEqual({ cnib: 3, ocr: 1, certidoes: 2, usos: 6, falhas: 1 });
    expect(usage.total_linhas).toBe(3);
  });

  it('filters by client and by service, and paginates on the server', async () => {
    const byClient = data(await report(`&client_id=${t.fixture.clientB.id}`), servicesUsageReportSchema);
    expect(byClient.linhas.map((l) => l.servico)).toEqual(['certidoes']);
    expect(byClient.totais.usos).toBe(2);
    const byService = data(await report('&servico=cnib'), servicesUsageReportSchema);
    expect(byService.linhas).toHaveLength(1);
    expect(byService.totais).toMatchObject({ cnib: 3, ocr: 0, certidoes: 0 });
    const page2 = data(await report('&limit=2&page=2'), servicesUsageReportSchema);
    expect(page2.linhas.map((l) => l.mes)).toEqual(['2026-01']);
    expect(page2.total_linhas).toBe(3);
    const december = data(
      await t.app.inject({ url: '/api/reports/servicos?de=2025-12&ate=2025-12', headers: staff }),
      servicesUsageReportSchema,
    );
    expect(december.linhas).toEqual([
      expect.objectContaining({ client_name: 'Cartório B Ltda', servico: 'cnib', usos: 1 }),
    ]);
  });

  it('exports every row as CSV and XLSX through the one exporter', async () => {
    const csv = await report('&formato=csv&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="Siao_uso_servicos_\d{2}_\d{2}_\d{4}_\d{2}_\d{2}\.csv"$/,
    );
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFMês;Cliente;Serviço;Usos;Com sucesso;Com falha',
      'fevereiro/2026;Cartório A Ltda;OCR;1;1;0',
      'fevereiro/2026;Cartório B Ltda;OCR de Certidões;2;2;0',
      'janeiro/2026;Cartório A Ltda;CNIB;3;2;1',
      '',
    ]);
    const xlsx = await report('&formato=xlsx&servico=certidoes');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Uso de serviços');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'fevereiro/2026',
      'Cartório B Ltda',
      'OCR de Certidões',
      2,
      2,
      0,
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it('refuses a bad filter in Portuguese and is for superadmin and admin only', async () => {
    const bad = await report('&servico=foo');
    expect(bad.statusCode).toBe(400);
    expect(apiError(bad).message).toContain('Serviço inválido');
    for (const role of ['operador', 'cliente'] as const)
      expect((await report('', await t.authHeader(role))).statusCode).toBe(403);
    expect((await report('', await t.authHeader('superadmin'))).statusCode).toBe(200);
  });
});
