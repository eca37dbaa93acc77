import type { CellValue } from 'exceljs';
import { rowsToMarkdown } from './table-text';

export async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/** Every sheet as a Markdown table under its name. */
export async function xlsxText(bytes: Uint8Array): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(values.map((value) => cellText(value as CellValue)));
    });
    const table = rowsToMarkdown(rows);
    if (table) sheets.push(`## ${sheet.name}\n\n${table}`);
  });
  return sheets.join('\n\n');
}

/**
 * Word 97 / Excel 97 (OLE) without a dedicated parser: the readable runs of text in the file,
 * UTF-16LE and single-byte. Approximate by design — the answer says so — and far better than
 * refusing a file format the spec accepts.
 */
export function oleStringsText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const runs: string[] = [];
  const wide = buffer.toString('utf16le');
  for (const match of wide.matchAll(/[\p{L}\p{N}\p{P}\p{Zs}]{6,}/gu)) runs.push(match[0]);
  const narrow = buffer.toString('latin1');
  for (const match of narrow.matchAll(/[A-Za-zÀ-ÿ0-9 .,;:!?()/%$ºª°-]{12,}/g)) runs.push(match[0]);
  const noise =
    /^(WordDocument|SummaryInformation|DocumentSummaryInformation|Root Entry|Workbook|CompObj|Microsoft|Normal|Times New Roman|Arial|Calibri)/;
  const seen = new Set<string>();
  return runs
    .map((run) => run.trim())
    .filter((run) => /\p{L}{3,}/u.test(run) && !noise.test(run) && !seen.has(run) && seen.add(run))
    .join('\n');
}
