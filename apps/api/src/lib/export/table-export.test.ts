import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { EXPORT_MAX_ROWS, type ExportColumn, tableFile } from './table-export';

interface Row {
  nome: string;
  valor: number | null;
  dia: string | null;
  qtd: number;
}
const columns: ExportColumn<Row>[] = [
  { header: 'Nome', kind: 'text', value: (r) => r.nome },
  { header: 'Valor (R$)', kind: 'money', value: (r) => r.valor },
  { header: 'Dia', kind: 'date', value: (r) => r.dia },
  { header: 'Quantidade', kind: 'number', value: (r) => r.qtd },
];
const row = (nome: string, extra: Partial<Row> = {}): Row => ({
  nome,
  valor: 123456,
  dia: '2026-03-05',
  qtd: 2,
  ...extra,
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}
const csvOf = async (rows: Row[] | AsyncIterable<Row>) =>
  (await bytesOf((await tableFile({ name: 't', sheet: 'T', format: 'csv', columns, rows })).stream)).toString(
    'utf8',
  );

const hostile = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'];

describe('the one exporter', () => {
  it('writes CSV for Brazilian Excel: BOM, ; separators, decimal comma, dd/mm/aaaa, accents intact', async () => {
    const text = await csvOf([row('São João; "Ação"'), row('Ônibus', { valor: null, dia: null })]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNome;Valor (R$);Dia;Quantidade',
      '"São João; ""Ação""";1234,56;05/03/2026;2',
      'Ônibus;;;2',
      '',
    ]);
  });

  it('neutralises every cell a spreadsheet would run as a formula, in CSV and XLSX', async () => {
    const lines = (await csvOf(hostile.map((h) => row(h)))).split('\r\n').slice(1, -1);
    expect(lines.map((l) => l.split(';')[0])).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\tTAB",
      '"\'\rCR"',
    ]);
    const file = await tableFile({
      name: 't',
      sheet: 'T',
      format: 'xlsx',
      columns,
      rows: hostile.map((h) => row(h)),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(file.stream)) as unknown as ArrayBuffer);
    const names = [2, 3, 4, 5, 6, 7].map((n) => book.getWorksheet('T')?.getRow(n).getCell(1));
    // XML reads a carriage return in text as a line feed
    expect(names.map((c) => c?.value)).toEqual(hostile.map((h) => `'${h.replace('\r', '\n')}`));
    expect(names.every((c) => c?.formula === undefined)).toBe(true);
  });

  it('writes an XLSX that exceljs opens: typed money, dates and numbers, accents intact', async () => {
    const file = await tableFile({
      name: 'relatorio',
      sheet: 'Relatório de uso',
      format: 'xlsx',
      columns,
      rows: [row('Cartório São Paulo')],
    });
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(file.stream)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Relatório de uso');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'Valor (R$)', 'Dia', 'Quantidade']);
    const r = sheet?.getRow(2);
    expect(r?.getCell(1).value).toBe('Cartório São Paulo');
    expect(r?.getCell(2).value).toBe(1234.56);
    expect(r?.getCell(2).numFmt).toBe('"R$" #,##0.00');
    expect(r?.getCell(3).value).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(r?.getCell(4).value).toBe(2);
  });

  it('names the file with São Paulo time', async () => {
    const at = new Date('2027-01-01T02:30:00Z');
    const csv = await tableFile({ name: 'uso_servicos', sheet: 'T', format: 'csv', columns, rows: [], at });
    expect(csv.fileName).toBe('Siao_uso_servicos_31_12_2026_23_30.csv');
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    csv.stream.destroy();
  });

  it('refuses more than 100.000 rows before writing anything', async () => {
    const many = Array.from({ length: EXPORT_MAX_ROWS + 1 }, () => row('x'));
    const refused = await tableFile({ name: 't', sheet: 'T', format: 'csv', columns, rows: many }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('EXPORT_TOO_LARGE');
    expect((refused as AppError).message).toContain('100.000');
  });

  it('ends a streamed source that passes the cap with an error instead of a longer file', async () => {
    async function* endless() {
      for (let i = 0; ; i++) yield row(`linha ${i}`);
    }
    const file = await tableFile({ name: 't', sheet: 'T', format: 'csv', columns, rows: endless() });
    const failure = await bytesOf(file.stream).catch((e: unknown) => e);
    expect((failure as AppError).code).toBe('EXPORT_TOO_LARGE');
  });

  it('streams: the first rows are out before the source has produced the rest', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let produced = 0;
    async function* slow() {
      produced++;
      yield row('primeira');
      await held;
      produced++;
      yield row('segunda');
    }
    const file = await tableFile({ name: 't', sheet: 'T', format: 'csv', columns, rows: slow() });
    const iterator = file.stream[Symbol.asyncIterator]();
    const first = String((await iterator.next()).value);
    expect(first).toContain('Nome;');
    const second = String((await iterator.next()).value);
    expect(second).toContain('primeira');
    expect(produced).toBe(1);
    release();
    let rest = '';
    for (let r = await iterator.next(); !r.done; r = await iterator.next()) rest += String(r.value);
    expect(rest).toContain('segunda');
  });
});
