import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatMegabytes, OCR_REDO_TEXT_FIELD } from '@siao/shared';
import { MAX_IMAGE_SIDE_PX } from '@siao/shared/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { keepUploadsIfDone, type StoredUpload, storeFilePart } from '../../../lib/files/document-upload';
import { assertAcceptsFile } from '../../../lib/files/file-routes';
import { assertImageHeaderSafe, fileError, readImagePagesSafely } from '../../../lib/files/safe-files';
import type { Storage } from '../../../lib/storage/storage';
import { OCR_DPI } from './engine-choice';
import { OCR_JOB } from './jobs';
import { checkPdfPages } from './pdf-tools';
import { insertJob, type OcrJobRow, updateJob } from './repository';

const MAX_FILES = 20;
const MIMES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/tiff']);

/** A file of the upload, already in storage (streamed there) and checked. */
interface Upload {
  fileName: string;
  key: string;
  size: number;
  mime: string;
  /** pages (PDF pages, TIFF pages; 1 for an image) */
  pages: number;
}

export interface UploadOptions {
  /** PDF pages with a text layer are OCR'd again (the `refazer_paginas_com_texto` field is `true`) */
  redoTextPages: boolean;
}

interface UploadLimits {
  maxBytes: number;
  maxPages: number;
  maxPixels: number;
}

/** The limits of an OCR upload, from the configuration. */
export const ocrUploadLimits = (config: AppDeps['config']): UploadLimits => ({
  maxBytes: config.OCR_MAX_BYTES,
  maxPages: config.OCR_MAX_PAGES,
  maxPixels: config.MAX_IMAGE_PIXELS,
});

/**
 * Reads up to 20 `file` parts and the options field. Each file streams into storage as it
 * arrives (never whole in memory), its size limit enforced while streaming, then is checked
 * before the next part is read: type from the bytes (never the name), image header pixels, pages
 * (count and, for a PDF, page size). Any refusal removes every file of the request from storage.
 */
export async function readUploads(
  request: FastifyRequest,
  storage: Storage,
  limits: UploadLimits,
): Promise<{ files: Upload[]; options: UploadOptions }> {
  assertAcceptsFile(request);
  if (!request.isMultipart()) throw new AppError('OCR_FILE_REQUIRED');
  const tooLarge = () =>
    new AppError('OCR_FILE_TOO_LARGE', { params: { size: formatMegabytes(limits.maxBytes) } });
  const files: Upload[] = [];
  const stored: string[] = [];
  const options: UploadOptions = { redoTextPages: false };
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: MAX_FILES } })) {
      if (part.type === 'field' && part.fieldname === OCR_REDO_TEXT_FIELD)
        options.redoTextPages = String(part.value) === 'true';
      if (part.type !== 'file') continue;
      const file = await storeFilePart(part, storage, `ocr/uploads/${randomUUID()}`, tooLarge);
      stored.push(file.key);
      if (!file.size) continue;
      files.push(await checkUpload(storage, file, limits));
    }
  } catch (err) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (!files.length) throw new AppError('OCR_FILE_REQUIRED');
  return { files, options };
}

/** Type from the first bytes, then pages and pixels, read from a temporary copy of the stored file. */
async function checkUpload(storage: Storage, file: StoredUpload, limits: UploadLimits): Promise<Upload> {
  const mime = (await fileTypeFromBuffer(file.head))?.mime ?? '';
  if (!MIMES.has(mime)) throw new AppError('OCR_FILE_UNSUPPORTED');
  try {
    assertImageHeaderSafe(file.head);
  } catch (err) {
    throw fileError(err, file.fileName);
  }
  const dir = await mkdtemp(join(tmpdir(), 'siao-ocrup-'));
  try {
    const path = join(dir, 'arquivo');
    const body = (await storage.get(file.key))?.body;
    if (!body) throw new AppError('OCR_FILE_UNREADABLE');
    await pipeline(body, createWriteStream(path));
    const pages =
      mime === 'application/pdf'
        ? await checkPdfPages(path, { ...limits, dpi: OCR_DPI })
        : await checkImagePages(path, file.fileName, limits);
    return { fileName: file.fileName, key: file.key, size: file.size, mime, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Refuses hostile images at upload, before any job decodes them (the header's pixels were checked
 * already): a multi-page TIFF over the page limit or with one giant page.
 */
async function checkImagePages(path: string, fileName: string, limits: UploadLimits): Promise<number> {
  const { maxPages, maxPixels } = limits;
  const { pages, sizes } = await readImagePagesSafely(path, maxPages).catch(() => {
    throw new AppError('OCR_FILE_UNREADABLE');
  });
  if (pages > maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: maxPages } });
  for (const size of sizes) {
    if (!size) throw new AppError('OCR_FILE_UNREADABLE');
    if (size.width * size.height > maxPixels) {
      const number = (value: number) => value.toLocaleString('pt-BR');
      throw new AppError('FILE_IMAGE_TOO_LARGE', {
        params: {
          name: fileName,
          width: number(size.width),
          height: number(size.height),
          max: number(Math.round(maxPixels / 100_000) / 10),
          side: number(MAX_IMAGE_SIDE_PX),
        },
      });
    }
  }
  return pages;
}

/** Queues one background job per stored file; the files of one upload share a batch id. */
export async function createOcrJobs(
  deps: AppDeps,
  auth: AuthContext,
  purpose: OcrJobRow['purpose'],
  { files: uploads, options }: { files: readonly Upload[]; options: UploadOptions },
): Promise<OcrJobRow[]> {
  const batchId = randomUUID();
  const rows: OcrJobRow[] = [];
  // each file's row and job commit together (in upload order); when one fails, the files not yet
  // committed are removed, so nothing is left without its job
  for (const [i, file] of uploads.entries()) {
    const pending = uploads.slice(i).map((upload) => upload.key);
    const row = await keepUploadsIfDone(deps.storage, pending, () =>
      deps.db.transaction(async (tx) => {
        const inserted = await insertJob(tx, {
          clientId: auth.clientId,
          userId: auth.userId,
          purpose,
          fileName: file.fileName,
          mime: file.mime,
          sizeBytes: file.size,
          fileKey: file.key,
          batchId,
          redoTextPages: options.redoTextPages,
          pagesTotal: file.pages,
        });
        const queueJobId = await deps.jobs.enqueue(
          tx,
          OCR_JOB,
          { ocrJobId: inserted.id },
          { singletonKey: inserted.id },
        );
        await updateJob(tx, inserted.id, { queueJobId });
        return { ...inserted, queueJobId };
      }),
    );
    rows.push(row);
  }
  return rows;
}
