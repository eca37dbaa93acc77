import { createHash } from 'node:crypto';
import type { DocumentFileFormat } from '@siao/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { assertFileSafe, fileError } from '../../lib/files/safe-files';
import { detectFileType } from '../ai/documents/detect-type';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface CheckedFile extends UploadedFile {
  format: DocumentFileFormat;
  mime: string;
  sha256: string;
}

/** 35 MB → "35"; 1.5 MB → "1,5" (as the user reads it). */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10).replace('.', ',');
}

/**
 * Reads a multipart request: text fields (repeatable) and one `file` part, in any order. The
 * file size limit is the route's own (DOCUMENT_MAX_BYTES), not the JSON body limit.
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Envie o arquivo como multipart/form-data.' });
  }
  const fields: Record<string, string[]> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 50, fieldSize: 100_000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: cleanFileName(part.filename), bytes };
      } else {
        fields[part.fieldname] = [...(fields[part.fieldname] ?? []), String(part.value ?? '')];
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('DOCUMENT_TOO_LARGE', { params: { size: megabytes(maxBytes) } });
    }
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', { message: 'Envie um arquivo por vez.' });
    throw err;
  }
  return { fields, file };
}

const textExtensions = new Set(['csv', 'txt', 'md']);
const mimes: Record<DocumentFileFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The type comes from the bytes (signatures, OLE directory, text heuristics); the name's extension
 * only breaks the tie between plain-text formats. Anything outside the accepted list → 415.
 */
export async function checkDocumentFile(file: UploadedFile): Promise<CheckedFile> {
  // pixel bombs and zip bombs are refused here, before any parser, whatever the file claims to be (issue 11)
  await assertFileSafe(file.bytes).catch((error: unknown) => {
    throw fileError(error, file.fileName);
  });
  const extension = file.fileName.split('.').pop()?.toLowerCase() ?? '';
  const detected = await detectFileType(file.bytes, textExtensions.has(extension) ? extension : undefined);
  const raw = detected?.format === 'jpeg' ? 'jpg' : detected?.format;
  if (!raw || !(raw in mimes)) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED');
  const format = raw as DocumentFileFormat;
  return {
    ...file,
    fileName: withExtension(file.fileName, format),
    format,
    mime: mimes[format],
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // drop control characters and quotes (they would break the Content-Disposition header)
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && c !== '"')
    .join('')
    .trim();
  return clean.slice(-200) || 'arquivo';
}

/** A PNG sent as "contrato.pdf" is stored as "contrato.png": downloads open in the right program. */
function withExtension(name: string, format: DocumentFileFormat): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extension === format || (format === 'jpg' && extension === 'jpeg')) return name;
  const stem = dot > 0 && extension.length <= 5 ? name.slice(0, dot) : name;
  return `${stem}.${format}`;
}
