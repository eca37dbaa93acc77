import { CNIB_BATCH_MAX, parseDocumentList } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { xlsxCellBomb, xlsxHugeCell, xlsxOf } from '../../../../test/hostile/corpus';
import { multipartBody } from '../../documents/test-multipart';

/** The CNIB batch spreadsheet goes through the file intake: size, inflation caps, rows and text budget. */
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32), FILE_WORKERS: '2' });
  headers = await t.authHeader('cliente');
});
afterAll(() => t?.close());

const upload = (bytes: Buffer, name = 'partes.xlsx') => {
  const body = multipartBody({}, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/services/cnib/lotes/planilha',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('CNIB batch spreadsheet intake', () => {
  it('reads the rows of the first sheet for the list check', async () => {
    const res = await upload(
      xlsxOf([
        ['CPF/CNPJ', 'Nome'],
        ['529.982.247-25', 'Fulana'],
        ['12ABC34501DE35', 'Empresa'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.texto).toBe('CPF/CNPJ;Nome\n529.982.247-25;Fulana\n12ABC34501DE35;Empresa');
    expect(parseDocumentList(res.json().data.texto).valid).toEqual(['52998224725', '12ABC34501DE35']);
  });

  it('stops reading one row after the batch limit', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [String(i).padStart(11, '0'), `Pessoa ${i}`]);
    const res = await upload(xlsxOf(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.texto.split('\n')).toHaveLength(CNIB_BATCH_MAX + 1);
  });

  it('refuses an XLSX bomb (a 100 KB cell that inflates to 400 MB) before parsing it', async () => {
    const res = await upload(xlsxCellBomb(400), 'bomba.xlsx');
    expect(res.statusCode).toBe(422);
    expect(apiError(res).code).toBe('FILE_ARCHIVE_TOO_LARGE');
    expect(apiError(res).message).toContain('bomba.xlsx');
  });

  it('refuses a sheet whose one cell is too much text, without echoing it', async () => {
    const res = await upload(xlsxHugeCell(), 'celula.xlsx');
    expect(res.statusCode).toBe(422);
    expect(apiError(res).code).toBe('CNIB_SHEET_TOO_MUCH_TEXT');
    expect(apiError(res).message).toContain('celula.xlsx');
    expect(res.body.length).toBeLessThan(1000);
  });

  it('refuses a file over 2 MB with a size message', async () => {
    const big = Buffer.concat([xlsxOf([['529.982.247-25']]), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(apiError(res).code).toBe('CNIB_SHEET_TOO_LARGE');
    expect(apiError(res).message).toContain('2 MB');
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await upload(Buffer.from('529.982.247-25\n'), 'lista.xlsx');
    expect(res.statusCode).toBe(415);
    expect(apiError(res).code).toBe('CNIB_SHEET_TYPE');
  });

  it('keeps answering /api/health while two bombs are processed', async () => {
    let settled = 0;
    const bombs = [upload(xlsxCellBomb(400), 'a.xlsx'), upload(xlsxCellBomb(300), 'b.xlsx')].map((p) =>
      p.finally(() => {
        settled++;
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // both bombs were still being inflated (in the file workers) when health answered
    expect(settled).toBe(0);
    for (const res of await Promise.all(bombs)) {
      expect(res.statusCode).toBe(422);
      expect(apiError(res).code).toBe('FILE_ARCHIVE_TOO_LARGE');
    }
  });
});
