import { CNIB_BATCH_MAX } from '@siao/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../../lib/errors';

/**
 * The text cells of an XLSX's first sheet, one row per line (cells joined by `;`), for the same
 * `parseDocumentList` the pasted lists go through. Capped rows keep a hostile file from growing the work.
 */
export async function sheetToText(bytes: Buffer, fileName: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('FILE_UNREADABLE', { params: { name: fileName } });
  }
  const sheet = book.worksheets[0];
  if (!sheet) return '';
  const lines: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (lines.length > CNIB_BATCH_MAX + 1) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    lines.push(values.map((v) => (v === null || v === undefined ? '' : String(v))).join(';'));
  });
  return lines.join('\n');
}
