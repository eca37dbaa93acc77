import { centavosToDecimalString, exportFileName } from '@siao/shared';
import type { FastifyReply } from 'fastify';

export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'percent';
export interface ExportColumn<Row> {
  header: string;
  kind: ColumnKind;
  value: (row: Row) => string | number | null;
}
export type ExportFormat = 'csv' | 'xlsx';

/** Rows a single export may hold; larger sets must be filtered first (memory and response time). */
export const EXPORT_MAX_ROWS = 50_000;

function csvCell(kind: ColumnKind, value: string | number | null): string {
  if (value === null || value === '') return '';
  let text: string;
  if (kind === 'money') text = centavosToDecimalString(Number(value)).replace('.', ',');
  else if (kind === 'date') text = String(value).split('-').reverse().join('/');
  else if (kind === 'percent') text = Number(value).toFixed(2).replace('.', ',');
  else text = String(value);
  // spreadsheet formula injection: a cell starting with = + - @ is neutralised
  if (/^[=+\-@]/.test(text) && kind === 'text') text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV as Brazilian Excel opens it: `;` separators, decimal comma, dd/mm/aaaa, UTF-8 with BOM. */
export function toCsv<Row>(columns: ExportColumn<Row>[], rows: Row[]): Buffer {
  const lines = [columns.map((c) => csvCell('text', c.header)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.kind, c.value(row))).join(';'));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** XLSX with typed cells: money as R$ numbers, dates as real dates, so sums and filters work. */
export async function toXlsx<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: Row[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Sião';
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.kind === 'text' ? 32 : 16,
    style:
      c.kind === 'money'
        ? { numFmt: '"R$" #,##0.00' }
        : c.kind === 'date'
          ? { numFmt: 'dd/mm/yyyy' }
          : c.kind === 'percent'
            ? { numFmt: '0.00"%"' }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const v = c.value(row);
        if (v === null || v === '') return null;
        if (c.kind === 'money') return Number(v) / 100;
        if (c.kind === 'date') return new Date(`${String(v)}T12:00:00Z`);
        if (c.kind === 'number' || c.kind === 'percent') return Number(v);
        return String(v);
      }),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Writes the file as a download named like `Siao_faturas_31_12_2026_14_30.csv`. */
export async function sendTable<Row>(
  reply: FastifyReply,
  options: { name: string; sheet: string; format: ExportFormat; columns: ExportColumn<Row>[]; rows: Row[] },
) {
  const body =
    options.format === 'csv'
      ? toCsv(options.columns, options.rows)
      : await toXlsx(options.sheet, options.columns, options.rows);
  const file = exportFileName(options.format).replace(/^Siao_/, `Siao_${options.name}_`);
  return reply
    .header(
      'content-type',
      options.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${file}"`)
    .send(body);
}
