import { PassThrough, Readable } from 'node:stream';
import { type ClientExportQuery, saoPauloParts } from '@siao/shared';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { exportColumns } from './export-columns';
import { type ClientFilters, type ClientRow, countClients, selectClients } from './repository';
import { scopeOf } from './service';

export const MAX_EXPORT_ROWS = 100_000;
const BATCH = 1000;

/** The filtered list in list order, read in batches so memory stays flat. */
async function* rowsOf(deps: AppDeps, filters: ClientFilters): AsyncGenerator<ClientRow> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectClients(deps.db, filters, offset, BATCH);
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

/** Leading = + - @ make spreadsheets run the cell as a formula (CSV injection): neutralise them. */
const safeText = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

function csvCell(value: string | number | Date | null, decimals = false): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const d = value.toISOString().slice(0, 10).split('-');
    return `${d[2]}/${d[1]}/${d[0]}`;
  }
  // Brazilian Excel reads `;` as the separator and `,` as the decimal mark
  const text =
    typeof value === 'number'
      ? (decimals ? value.toFixed(2) : String(value)).replace('.', ',')
      : safeText(value);
  return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvLines(rows: AsyncIterable<ClientRow>): AsyncGenerator<string> {
  yield `\uFEFF${exportColumns.map((c) => csvCell(c.header)).join(';')}\r\n`;
  for await (const row of rows)
    yield `${exportColumns.map((c) => csvCell(c.value(row), c.numFmt?.includes('0.00'))).join(';')}\r\n`;
}

function xlsxStream(ExcelJS: typeof import('exceljs'), rows: AsyncIterable<ClientRow>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Clientes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) {
      sheet
        .addRow(
          exportColumns.map((c) => {
            const v = c.value(row);
            return typeof v === 'string' ? safeText(v) : v;
          }),
        )
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

export interface ExportFile {
  stream: Readable;
  contentType: string;
  fileName: string;
}

export async function exportClients(
  deps: AppDeps,
  auth: AuthContext,
  query: ClientExportQuery,
): Promise<ExportFile> {
  const { format, ...rest } = query;
  const filters: ClientFilters = { ...rest, ...scopeOf(auth) };
  const total = await countClients(deps.db, filters);
  if (total > MAX_EXPORT_ROWS) throw new AppError('EXPORT_TOO_LARGE', { params: { max: '100.000' } });
  const day = saoPauloParts(new Date());
  const stamp = `${day.year}-${day.month}-${day.day}`;
  if (format === 'xlsx') {
    return {
      stream: xlsxStream((await import('exceljs')).default, rowsOf(deps, filters)),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `clientes-${stamp}.xlsx`,
    };
  }
  return {
    stream: Readable.from(csvLines(rowsOf(deps, filters))),
    contentType: 'text/csv; charset=utf-8',
    fileName: `clientes-${stamp}.csv`,
  };
}
