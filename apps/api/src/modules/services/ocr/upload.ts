import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OCR_REDO_TEXT_FIELD } from '@siao/shared';
import { MAX_IMAGE_SIDE_PX } from '@siao/shared/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppDeps } from '../../../deps';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { keepUploadsIfDone } from '../../../lib/files/document-upload';
import { assertFileSafe, fileError } from '../../../lib/files/safe-files';
import { OCR_JOB } from './jobs';
import { pdfPageCount } from './pdf-tools';
import { insertJob, type OcrJobRow, updateJob } from './repository';

const MAX_FILES = 20;
const MIMES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/tiff']);
const mb = (bytes: number) => String(Math.round((bytes / 1048576) * 10) / 10).replace('.', ',');

interface Upload {
  fileName: string;
  bytes: Buffer;
  mime: string;
}

export interface UploadOptions {
  /** PDF pages with a text layer are OCR'd again (the `refazer_paginas_com_texto` field is `true`) */
  redoTextPages: boolean;
}

/**
 * Reads up to 20 `file` parts and the options field; the type comes from the bytes, never from the name.
 */
export async function readUploads(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ files: Upload[]; options: UploadOptions }> {
  if (!request.isMultipart()) throw new AppError('OCR_FILE_REQUIRED');
  const files: Upload[] = [];
  const options: UploadOptions = { redoTextPages: false };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: MAX_FILES } })) {
      if (part.type === 'field' && part.fieldname === OCR_REDO_TEXT_FIELD)
        options.redoTextPages = String(part.value) === 'true';
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (!bytes.length) continue;
      const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
      if (!MIMES.has(mime)) throw new AppError('OCR_FILE_UNSUPPORTED');
      files.push({
        fileName: (part.filename || 'arquivo').replace(/[\\/\0]/g, '_').slice(0, 200),
        bytes,
        mime,
      });
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('OCR_FILE_TOO_LARGE', { params: { size: mb(maxBytes) } });
    }
    throw err;
  }
  if (!files.length) throw new AppError('OCR_FILE_REQUIRED');
  return { files, options };
}

/** Refuses encrypted, damaged, empty and too-long PDFs at upload, before any job is queued. */
async function checkPdf(bytes: Buffer, maxPages: number): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'siao-ocrup-'));
  try {
    await writeFile(join(dir, 'in.pdf'), bytes);
    const pages = await pdfPageCount(join(dir, 'in.pdf'));
    if (pages > maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: maxPages } });
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Refuses hostile images at upload, before any job decodes them: a header claiming too many
 * pixels (decompression bombs), a multi-page TIFF over the page limit or with one giant page.
 */
async function checkImage(file: Upload, maxPages: number, maxPixels: number): Promise<number> {
  try {
    await assertFileSafe(file.bytes);
  } catch (err) {
    throw fileError(err, file.fileName);
  }
  let pages: number;
  try {
    pages = (await sharp(file.bytes, { limitInputPixels: maxPixels }).metadata()).pages ?? 1;
  } catch {
    throw new AppError('OCR_FILE_UNREADABLE');
  }
  if (pages > maxPages) throw new AppError('OCR_TOO_MANY_PAGES', { params: { max: maxPages } });
  for (let page = 1; page < pages; page++) {
    const meta = await sharp(file.bytes, { page, limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new AppError('OCR_FILE_UNREADABLE');
    if (meta.width * meta.height > maxPixels) {
      const number = (value: number) => value.toLocaleString('pt-BR');
      throw new AppError('FILE_IMAGE_TOO_LARGE', {
        params: {
          name: file.fileName,
          width: number(meta.width),
          height: number(meta.height),
          max: number(Math.round(maxPixels / 100_000) / 10),
          side: number(MAX_IMAGE_SIDE_PX),
        },
      });
    }
  }
  return pages;
}

/** Stores each file and queues one background job per file; the files of one upload share a batch id. */
export async function createOcrJobs(
  deps: AppDeps,
  auth: AuthContext,
  purpose: OcrJobRow['purpose'],
  { files: uploads, options }: { files: readonly Upload[]; options: UploadOptions },
): Promise<OcrJobRow[]> {
  const batchId = randomUUID();
  const totals: number[] = [];
  for (const file of uploads) {
    totals.push(
      file.mime === 'application/pdf'
        ? await checkPdf(file.bytes, deps.config.OCR_MAX_PAGES)
        : await checkImage(file, deps.config.OCR_MAX_PAGES, deps.config.MAX_IMAGE_PIXELS),
    );
  }
  const rows: OcrJobRow[] = [];
  for (const [i, file] of uploads.entries()) {
    const fileKey = `ocr/uploads/${randomUUID()}`;
    // each file's row and job commit together; if they fail, its stored file is removed
    const row = await keepUploadsIfDone(deps.storage, [fileKey], async () => {
      await deps.storage.put(fileKey, file.bytes);
      return deps.db.transaction(async (tx) => {
        const inserted = await insertJob(tx, {
          clientId: auth.clientId,
          userId: auth.userId,
          purpose,
          fileName: file.fileName,
          mime: file.mime,
          sizeBytes: file.bytes.length,
          fileKey,
          batchId,
          redoTextPages: options.redoTextPages,
          pagesTotal: totals[i] ?? 0,
        });
        const queueJobId = await deps.jobs.enqueue(
          tx,
          OCR_JOB,
          { ocrJobId: inserted.id },
          { singletonKey: inserted.id },
        );
        await updateJob(tx, inserted.id, { queueJobId });
        return { ...inserted, queueJobId };
      });
    });
    rows.push(row);
  }
  return rows;
}
