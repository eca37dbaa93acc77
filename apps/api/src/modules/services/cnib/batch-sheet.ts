import { CNIB_BATCH_MAX } from '@siao/shared';
import { AppError } from '../../../lib/errors';
import { detectFileType } from '../../../lib/files/detect-type';
import { fileError, readSheetSafely } from '../../../lib/files/safe-files';
import type { SmallUpload } from '../../../lib/files/small-upload';

/** Most bytes of a spreadsheet for a batch (a list of 500 documents and names is far less). */
export const CNIB_SHEET_MAX_BYTES = 2 * 1024 * 1024;
/** Most characters of text a batch's spreadsheet yields: 500 rows of a document, a name and more. */
export const CNIB_SHEET_MAX_CHARS = 256 * 1024;

/**
 * The text cells of an XLSX's first sheet, one row per line (cells joined by `;`), for the same
 * `parseDocumentList` the pasted lists go through. The sheet is read in a file worker after the
 * zip inflation caps, and reading stops at CNIB_BATCH_MAX + 1 rows (one more says "too many")
 * or CNIB_SHEET_MAX_CHARS characters, which is refused: nothing that large is echoed back.
 */
export async function sheetToText({ fileName, bytes }: SmallUpload): Promise<string> {
  if ((await detectFileType(bytes))?.format !== 'xlsx') throw new AppError('CNIB_SHEET_TYPE');
  const sheet = await readSheetSafely(bytes, {
    maxRows: CNIB_BATCH_MAX + 1,
    maxChars: CNIB_SHEET_MAX_CHARS,
  }).catch((error: unknown) => {
    throw fileError(error, fileName);
  });
  if (sheet.overBudget) {
    throw new AppError('CNIB_SHEET_TOO_MUCH_TEXT', {
      params: { name: fileName, max: CNIB_SHEET_MAX_CHARS / 1024 },
    });
  }
  return sheet.lines.join('\n');
}
