import type { ContentPart } from '@siao/shared';
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  MAX_FILE_SIZE_BYTES,
  MAX_PDF_SIZE_SINGLE_BYTES,
  MIB,
} from '@siao/shared/constants';
import { uiMessage } from '@siao/shared/messages';
import { texts } from '../texts';
import { detectFileType } from './file-type';
import { randomUuid } from './uuid';

/** Spec §5: what the single-file picker accepts. */
export const SINGLE_FILE_ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function oversizeMessage(limitBytes: number): string {
  return uiMessage('fileTooLarge', { size: limitBytes / MIB });
}

export function looksLikePdf(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** Spec §5 single-file mode: 4.5 MB, 10 MB for a PDF. Returns the alert text, or null when it fits. */
export function singleFileSizeError(file: { name: string; type: string; size: number }): string | null {
  const limit = looksLikePdf(file) ? MAX_PDF_SIZE_SINGLE_BYTES : MAX_FILE_SIZE_BYTES;
  return file.size > limit ? oversizeMessage(limit) : null;
}

/**
 * Spec §5: the name sent is the original without its extension, special characters and spaces, then '-'
 * and a random UUID. Accents are folded to their base letter first so 'Certidão' keeps its readable 'a'.
 */
export function sanitizeFileName(name: string, uuid: string = randomUuid()): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 150);
  return `${base || 'arquivo'}-${uuid}`;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export type PreparedUpload = { ok: true; part: ContentPart } | { ok: false; message: string };

/** Detects the type from the content and builds the content part the API expects (spec §3). */
export async function toContentPart(file: File, description?: string): Promise<PreparedUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(bytes.subarray(0, 65_536), file.name, file.type);
  if (!type) return { ok: false, message: texts.unsupportedType };
  const name = sanitizeFileName(file.name);
  const base64 = bytesToBase64(bytes);
  // window_context assistants need the description of every file, images included (spec §5)
  const described = description === undefined ? undefined : description.trim();
  if (type.kind === 'image') {
    const part: ContentPart = { image_format: type.format, image_name: name, image_base64: base64 };
    if (described !== undefined) part.image_description = described;
    return { ok: true, part };
  }
  const part: ContentPart = { document_format: type.format, document_name: name, document_base64: base64 };
  if (described !== undefined) part.document_description = described;
  return { ok: true, part };
}

/** The whole single-file check of spec §5: size first (no need to read a huge file), then the type. */
export async function prepareSingleUpload(file: File): Promise<PreparedUpload> {
  const sizeError = singleFileSizeError(file);
  if (sizeError) return { ok: false, message: sizeError };
  return toContentPart(file);
}
