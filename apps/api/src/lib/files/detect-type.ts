import type { DocumentFormat, ImageFormat } from '@siao/shared';
import { fileTypeFromBuffer } from 'file-type';

export type DetectedFile =
  | { kind: 'document'; format: DocumentFormat; mime: string }
  | { kind: 'image'; format: ImageFormat; mime: string };

const textFormats = new Set<DocumentFormat>(['csv', 'html', 'txt', 'md']);
const wordDeclared = new Set(['doc', 'docx', 'application/msword']);

/**
 * The type from the bytes, never from the name (spec §5). The declared format only breaks ties
 * the bytes cannot: csv/txt/md/html are all plain text, and a Word declaration is the fallback for
 * an OLE container whose streams we could not name.
 */
export async function detectFileType(bytes: Uint8Array, declared?: string): Promise<DetectedFile | null> {
  const signature = await fileTypeFromBuffer(bytes);
  switch (signature?.ext) {
    case 'pdf':
      return { kind: 'document', format: 'pdf', mime: 'application/pdf' };
    case 'docx':
      return { kind: 'document', format: 'docx', mime: signature.mime };
    case 'xlsx':
      return { kind: 'document', format: 'xlsx', mime: signature.mime };
    case 'jpg':
      return { kind: 'image', format: 'jpeg', mime: 'image/jpeg' };
    case 'png':
      return { kind: 'image', format: 'png', mime: 'image/png' };
    case 'gif':
      return { kind: 'image', format: 'gif', mime: 'image/gif' };
    case 'cfb':
      return detectOle(bytes, declared);
    case undefined:
      return detectText(bytes, declared);
    default:
      return null;
  }
}

/** Word 97 and Excel 97 are both OLE compound files; their directory names the main stream. */
function detectOle(bytes: Uint8Array, declared?: string): DetectedFile | null {
  const utf16 = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 2_000_000))).toString('utf16le');
  if (utf16.includes('WordDocument')) return { kind: 'document', format: 'doc', mime: 'application/msword' };
  if (utf16.includes('Workbook') || utf16.includes('Book')) {
    return { kind: 'document', format: 'xls', mime: 'application/vnd.ms-excel' };
  }
  if (declared && wordDeclared.has(declared))
    return { kind: 'document', format: 'doc', mime: 'application/msword' };
  return null;
}

/** Decodes text; UTF-8 first, Windows-1252 (common in Brazilian exports) when UTF-8 fails. */
export function decodeText(bytes: Uint8Array): string | null {
  const sample = bytes.subarray(0, 65_536);
  if (sample.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // control characters other than tab/newline/CR/form feed mean binary
  let controls = 0;
  for (const char of text.slice(0, 65_536)) {
    const code = char.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127) controls++;
  }
  return controls > text.length / 100 ? null : text.replace(/^\uFEFF/, '');
}

function detectText(bytes: Uint8Array, declared?: string): DetectedFile | null {
  if (bytes.length === 0) return null;
  const text = decodeText(bytes);
  if (text === null) return null;
  if (declared && textFormats.has(declared as DocumentFormat)) {
    return textResult(declared as DocumentFormat);
  }
  return textResult(guessTextFormat(text));
}

function textResult(format: DocumentFormat): DetectedFile {
  const mimes: Partial<Record<DocumentFormat, string>> = {
    csv: 'text/csv',
    html: 'text/html',
    md: 'text/markdown',
    txt: 'text/plain',
  };
  return { kind: 'document', format, mime: mimes[format] ?? 'text/plain' };
}

function guessTextFormat(text: string): DocumentFormat {
  const head = text.slice(0, 4_000);
  if (/^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(head)) return 'html';
  if ((head.match(/<\/(p|div|table|tr|td|span|h[1-6]|li|ul|ol)>/gi)?.length ?? 0) >= 2) return 'html';
  if (looksLikeCsv(head)) return 'csv';
  if (
    /^(#{1,6} \S|[-*+] \S|\d+\. \S|```|> \S)/m.test(head) ||
    /\[[^\]]+\]\([^)]+\)|\*\*[^*]+\*\*/.test(head)
  ) {
    return 'md';
  }
  return 'txt';
}

/** At least two rows with the same non-zero count of one delimiter. */
function looksLikeCsv(head: string): boolean {
  const lines = head
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 6);
  if (lines.length < 2) return false;
  const complete = lines.length > 2 ? lines.slice(0, -1) : lines; // the sample may cut the last line
  return [';', ',', '\t'].some((delimiter) => {
    const counts = complete.map((line) => line.split(delimiter).length - 1);
    return counts[0]! > 0 && counts.every((count) => count === counts[0]);
  });
}
