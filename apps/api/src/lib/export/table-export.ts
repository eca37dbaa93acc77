import { PassThrough, Readable } from 'node:stream';
import { centavosToDecimalString, exportFileName } from '@siao/shared';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { xmlSafe } from './safe-text';

/**
 * The one CSV/XLSX exporter of the API: every export (clients, faturas, reports, CNIB history and batches) goes
 * through `sendTable`, so the rules live here once: rows are streamed (never the whole file in memory), at most
 * `EXPORT_MAX_ROWS` rows, cells that a spreadsheet would run as a formula are neutralised, and the file is named
 * with São Paulo time (`Siao_<name>_31_12_2026_14_30.csv`).
 */

/** `money` is centavos; `date` is `aaaa-mm-dd`; `percent` a number such as 12.5. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'percent';
export type Cell = string | number | null;
export interface ExportColumn<Row> {
  header: string;
  kind: ColumnKind;
  /** XLSX column width in characters (default 32 for text, 16 otherwise) */
  width?: number;
  value: (row: Row) => Cell;
}
export type ExportFormat = 'csv' | 'xlsx';

/** Rows a single export may hold; larger sets must be filtered first (memory and response time). */
export const EXPORT_MAX_ROWS = 100_000;

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Refuses (422 EXPORT_TOO_LARGE, before anything is sent) a set larger than the cap. */
export function ensureExportable(rows: number): void {
  if (rows > EXPORT_MAX_ROWS)
    throw new AppError('EXPORT_TOO_LARGE', { params: { max: EXPORT_MAX_ROWS.toLocaleString('pt-BR') } });
}

/** A text starting with = + - @ tab or carriage return is run by spreadsheets as a formula: prefix it with `'`. */
const neutralise = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Reads a list page by page (`fetch(offset, limit)`) so an export of many rows keeps memory flat. */
export async function* inPages<Row>(
  fetch: (offset: number, limit: number) => Promise<Row[]>,
  size = 1000,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(offset, size);
    yield* rows;
    if (rows.length < size) return;
  }
}

function csvCell(kind: ColumnKind, value: Cell): string {
  if (value === null || value === '') return '';
  let text: string;
  if (kind === 'money') text = centavosToDecimalString(Number(value)).replace('.', ',');
  else if (kind === 'date') text = String(value).slice(0, 10).split('-').reverse().join('/');
  else if (kind === 'percent') text = Number(value).toFixed(2).replace('.', ',');
  else if (kind === 'number') text = String(value).replace('.', ',');
  else text = neutralise(xmlSafe(String(value)));
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function xlsxCell(kind: ColumnKind, value: Cell): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'money') return Number(value) / 100;
  if (kind === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  if (kind === 'number' || kind === 'percent') return Number(value);
  return neutralise(xmlSafe(String(value)));
}

const numFmts: Partial<Record<ColumnKind, string>> = {
  money: '"R$" #,##0.00',
  date: 'dd/mm/yyyy',
  percent: '0.00"%"',
};

/** At most the cap: a source that yields more ends the file with an error instead of growing without bound. */
async function* capped<Row>(rows: AsyncIterable<Row> | Iterable<Row>): AsyncGenerator<Row> {
  let n = 0;
  for await (const row of rows) {
    if (++n > EXPORT_MAX_ROWS) ensureExportable(n);
    yield row;
  }
}

/** CSV as Brazilian Excel opens it: `;` separators, decimal comma, dd/mm/aaaa, UTF-8 with BOM, CRLF. */
async function* csvLines<Row>(
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((c) => csvCell('text', c.header)).join(';')}\r\n`;
  for await (const row of capped(rows))
    yield `${columns.map((c) => csvCell(c.kind, c.value(row))).join(';')}\r\n`;
}

/** XLSX written row by row (exceljs streaming writer) with typed cells: money in R$, real dates, numbers. */
function xlsxStream<Row>(
  ExcelJS: typeof import('exceljs'),
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = 'Sião';
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? (c.kind === 'text' ? 32 : 16),
    style: numFmts[c.kind] ? { numFmt: numFmts[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of capped(rows))
      sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(row)))).commit();
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

export interface TableFile {
  stream: Readable;
  contentType: string;
  fileName: string;
}

export interface TableOptions<Row> {
  /** file name part: `Siao_<name>_dd_mm_aaaa_hh_mm.<ext>` */
  name: string;
  sheet: string;
  format: ExportFormat;
  columns: ExportColumn<Row>[];
  /** an array (checked against the cap before anything is written) or a stream of rows */
  rows: AsyncIterable<Row> | Row[];
  /** the moment in the file name (default now) */
  at?: Date;
}

export async function tableFile<Row>(options: TableOptions<Row>): Promise<TableFile> {
  if (Array.isArray(options.rows)) ensureExportable(options.rows.length);
  const stream =
    options.format === 'xlsx'
      ? xlsxStream((await import('exceljs')).default, options.sheet, options.columns, options.rows)
      : Readable.from(csvLines(options.columns, options.rows));
  const fileName = exportFileName(options.format, options.at).replace(/^Siao_/, `Siao_${options.name}_`);
  return { stream, contentType: contentTypes[options.format], fileName };
}

/** Sends the table as a download (streamed). */
export async function sendTable<Row>(reply: FastifyReply, options: TableOptions<Row>) {
  const file = await tableFile(options);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
