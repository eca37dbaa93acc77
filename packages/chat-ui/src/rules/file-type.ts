import type { DocumentFormat, ImageFormat } from '@siao/shared';

export type DetectedType =
  | { kind: 'document'; format: DocumentFormat }
  | { kind: 'image'; format: ImageFormat };

const WORD_MIMES: Record<string, DocumentFormat> = {
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function contains(bytes: Uint8Array, needle: string, utf16 = false): boolean {
  const codes = Array.from(needle).flatMap((c) => (utf16 ? [c.charCodeAt(0), 0] : [c.charCodeAt(0)]));
  outer: for (let i = 0; i + codes.length <= bytes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Text = decodes as UTF-8 without NUL or other control bytes (tab, CR, LF allowed). */
function asText(bytes: Uint8Array): string | null {
  if (bytes.some((b) => b < 9 || (b > 13 && b < 32 && b !== 27))) return null;
  try {
    // stream: a multi-byte character cut at the end of the sample is not an error
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return null;
  }
}

function textFormat(text: string, name: string, mime: string): DocumentFormat {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || /<(head|body)[\s>]/.test(head))
    return 'html';
  const ext = extensionOf(name);
  if (ext === 'csv' || mime === 'text/csv') return 'csv';
  if (ext === 'md' || ext === 'markdown' || mime === 'text/markdown') return 'md';
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 10);
  const delimiters = lines.map((l) => (l.match(/[;,]/g) ?? []).length);
  if (lines.length >= 2 && delimiters[0]! > 0 && delimiters.every((d) => d === delimiters[0])) return 'csv';
  if (/^(#{1,6} |[-*] |```|> )/m.test(text)) return 'md';
  return 'txt';
}

/**
 * Spec §5: the type comes from the content (magic numbers); the name and MIME only break ties between
 * formats that share a container (ZIP, OLE, plain text). A Word MIME type is the last fallback.
 * `head` is the beginning of the file (the first 64 KB are plenty).
 */
export function detectFileType(head: Uint8Array, name: string, mime: string): DetectedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return { kind: 'document', format: 'pdf' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', format: 'png' };
  if (contains(head.subarray(0, 6), 'GIF87a') || contains(head.subarray(0, 6), 'GIF89a'))
    return { kind: 'image', format: 'gif' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (contains(head, 'word/')) return { kind: 'document', format: 'docx' };
    if (contains(head, 'xl/')) return { kind: 'document', format: 'xlsx' };
  } else if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (contains(head, 'WordDocument', true)) return { kind: 'document', format: 'doc' };
    if (contains(head, 'Workbook', true) || contains(head, 'Book', true))
      return { kind: 'document', format: 'xls' };
  } else if (head.length > 0) {
    const text = asText(head);
    if (text !== null) return { kind: 'document', format: textFormat(text, name, mime) };
  }
  const word = WORD_MIMES[mime];
  return word ? { kind: 'document', format: word } : null;
}
