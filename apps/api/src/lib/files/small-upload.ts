import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors';
import { cleanFileName } from './file-name';
import { assertAcceptsFile } from './file-routes';

export interface SmallUpload {
  /** the name as the intake keeps it (`cleanFileName`) */
  fileName: string;
  bytes: Buffer;
}

/**
 * The one `file` part of a multipart request, read into memory — for files small enough to hold
 * (a CNIB spreadsheet of 2 MB). The size limit is enforced while the part streams: reading stops
 * at `maxBytes` and the route's own Portuguese refusal (`tooLarge`) is thrown. Null when no file
 * (or an empty one) was sent. Larger files stream to storage (`readMultipart`).
 */
export async function readSmallUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<SmallUpload | null> {
  assertAcceptsFile(request);
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) return null;
    const bytes = await part.toBuffer();
    return bytes.length ? { fileName: cleanFileName(part.filename), bytes } : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
