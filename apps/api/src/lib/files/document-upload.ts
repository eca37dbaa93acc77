import { randomUUID } from 'node:crypto';
import { PassThrough, pipeline, Readable, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { DocumentFileFormat } from '@siao/shared';
import { formatMegabytes } from '@siao/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors';
import { readAll, type Storage } from '../storage/storage';
import { detectFileType } from './detect-type';
import { cleanFileName } from './file-name';
import { assertAcceptsFile } from './file-routes';
import { assertFileSafe, fileError } from './safe-files';

/** A file already in storage, as the upload streamed it there. */
export interface StoredUpload {
  fileName: string;
  key: string;
  size: number;
  sha256: string;
  /** the first bytes, kept for the type check (signatures, OLE directory, text heuristics) */
  head: Buffer;
}

export interface CheckedFile extends StoredUpload {
  format: DocumentFileFormat;
  mime: string;
}

/** The type check reads at most this much (the OLE directory search stops at 2 MB). */
const HEAD_BYTES = 2_000_000;

/** Where version `version` of a document's file is stored (unique: a retried upload never overwrites). */
export const documentFileKey = (documentId: string, version: number) =>
  `documents/${documentId}/v${version}-${randomUUID()}`;

/** Passes bytes through, keeping a copy of the first HEAD_BYTES. */
function headKeeper() {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - kept));
        kept += Math.min(chunk.length, HEAD_BYTES - kept);
      }
      done(null, chunk);
    },
  });
  return Object.assign(stream, { head: () => Buffer.concat(chunks) });
}

/** Streams one file into storage under `key`; the head is kept for the type check. */
async function storeDocumentStream(
  storage: Storage,
  key: string,
  fileName: string,
  body: Readable,
): Promise<StoredUpload> {
  const keeper = headKeeper();
  pipeline(body, keeper, () => {}); // a failing source fails the write (the error reaches put)
  const stored = await storage.put(key, keeper);
  return { fileName: cleanFileName(fileName), key, ...stored, head: keeper.head() };
}

/** The same, for bytes already in memory (demo seed). */
export const storeDocumentBytes = (storage: Storage, key: string, fileName: string, bytes: Buffer) =>
  storeDocumentStream(storage, key, fileName, Readable.from([bytes]));

/**
 * Streams one multipart file part into storage under `key`. The multipart parser stops at the
 * route's `fileSize` limit and says so: the write then fails (nothing is kept under `key`), the
 * rest of the part is skipped, and `tooLarge()` — the route's Portuguese 413 — is thrown.
 */
export async function storeFilePart(
  part: MultipartFile,
  storage: Storage,
  key: string,
  tooLarge: () => AppError,
): Promise<StoredUpload> {
  let overLimit = false;
  const body = new PassThrough();
  part.file.pipe(body);
  part.file.on('error', (err) => body.destroy(err));
  part.file.on('limit', () => {
    overLimit = true;
    part.file.unpipe(body);
    part.file.resume();
    body.destroy(tooLarge());
  });
  try {
    return await storeDocumentStream(storage, key, part.filename, body);
  } catch (err) {
    throw overLimit ? tooLarge() : err;
  }
}

/**
 * Reads a multipart request: text fields (repeatable) and one `file` part, in any order. The
 * file streams into storage under `key` as it arrives (never whole in memory); its size limit is
 * the route's own (DOCUMENT_MAX_BYTES), enforced while streaming (413, nothing kept).
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  key: string,
  maxBytes: number,
) {
  assertAcceptsFile(request);
  if (!request.isMultipart()) {
    throw new AppError('DOCUMENT_MULTIPART_REQUIRED');
  }
  const tooLarge = () => new AppError('DOCUMENT_TOO_LARGE', { params: { size: formatMegabytes(maxBytes) } });
  const fields: Record<string, string[]> = {};
  let file: StoredUpload | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 50, fieldSize: 100_000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          for await (const _ of part.file); // not ours: read and drop
          continue;
        }
        file = await storeFilePart(part, storage, key, tooLarge);
      } else {
        fields[part.fieldname] = [...(fields[part.fieldname] ?? []), String(part.value ?? '')];
      }
    }
  } catch (err) {
    if (file) await storage.delete(file.key);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError('DOCUMENT_ONE_FILE');
    throw err;
  }
  return { fields, file };
}

/** The stored file, or 400 when none (or an empty one) was sent. */
export function requireFile(file: StoredUpload | null): StoredUpload {
  if (!file?.size) throw fieldError('DOCUMENT_FILE_REQUIRED', 'file');
  return file;
}

/** Runs `use`; if it fails, the uploaded file is removed from storage (nothing half-saved). */
export async function keepUploadIfDone<T>(
  storage: Storage,
  file: StoredUpload | null,
  use: () => Promise<T>,
) {
  return keepUploadsIfDone(storage, file ? [file.key] : [], use);
}

/**
 * The same for several files: runs `use`; if it fails, every key in `keys` (which `use` may still be
 * filling as it stores them) is removed from storage, and the error is thrown as it was.
 */
export async function keepUploadsIfDone<T>(storage: Storage, keys: readonly string[], use: () => Promise<T>) {
  try {
    return await use();
  } catch (err) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw err;
  }
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
export async function checkDocumentFile(file: StoredUpload, storage: Storage): Promise<CheckedFile> {
  // pixel bombs and zip bombs are refused here, before any parser, whatever the file claims to be
  // (issue 11): image headers are in the first bytes; a zip is inflated (with caps) from storage
  const zip = file.head[0] === 0x50 && file.head[1] === 0x4b;
  const stored = zip ? await storage.get(file.key) : null;
  const bytes = stored ? await readAll(stored.body) : file.head;
  await assertFileSafe(bytes).catch((error: unknown) => {
    throw fileError(error, file.fileName);
  });
  const extension = file.fileName.split('.').pop()?.toLowerCase() ?? '';
  const detected = await detectFileType(file.head, textExtensions.has(extension) ? extension : undefined);
  const raw = detected?.format === 'jpeg' ? 'jpg' : detected?.format;
  if (!raw || !(raw in mimes)) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED');
  const format = raw as DocumentFileFormat;
  return {
    ...file,
    fileName: withExtension(file.fileName, format),
    format,
    mime: mimes[format],
  };
}

/** A PNG sent as "contrato.pdf" is stored as "contrato.png": downloads open in the right program. */
function withExtension(name: string, format: DocumentFileFormat): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extension === format || (format === 'jpg' && extension === 'jpeg')) return name;
  const stem = dot > 0 && extension.length <= 5 ? name.slice(0, dot) : name;
  return `${stem}.${format}`;
}
