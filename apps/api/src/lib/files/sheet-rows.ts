import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText } from '../../modules/ai/documents/office-text';

export interface SheetRowsLimits {
  /** rows read at most (the caller asks one more than it accepts, to tell "too many") */
  maxRows: number;
  /** characters of text at most, cells joined by `;` and rows by newlines */
  maxChars: number;
}

export interface SheetRows {
  /** the non-empty rows of the first sheet, cells joined by `;` */
  lines: string[];
  /** the text went over `maxChars`: `lines` stops before the row that crossed it */
  overBudget: boolean;
}

/**
 * The first sheet of an XLSX, row by row with ExcelJS's streaming reader: reading stops at
 * `maxRows` rows or `maxChars` characters, so a sheet of a million rows or a cell of hundreds of
 * MB is never turned into one big string. Runs only in a file worker, after the zip checks.
 */
export async function readSheetRows(bytes: Uint8Array, limits: SheetRowsLimits): Promise<SheetRows> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const lines: string[] = [];
  let chars = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const line = values.map((value) => cellText(value as ExcelJS.CellValue)).join(';');
      if (!line.replaceAll(';', '').trim()) continue;
      chars += line.length + 1;
      if (chars > limits.maxChars) return { lines, overBudget: true };
      lines.push(line);
      if (lines.length >= limits.maxRows) return { lines, overBudget: false };
    }
    break; // the first sheet only
  }
  return { lines, overBudget: false };
}
