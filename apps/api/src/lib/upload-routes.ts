import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CheckedFile,
  checkDocumentFile,
  keepUploadIfDone,
  readMultipart,
  requireFile,
} from './files/document-upload';
import { acceptUploads } from './files/multipart';

/** The text fields of a multipart request (each may repeat). */
export type UploadFields = Record<string, string[]>;

/**
 * Document uploads of a route plugin (Documentos and SiãoSeg): multipart is registered on this
 * plugin only, with DOCUMENT_MAX_BYTES. `receive` streams the request's file into storage under
 * `key` and runs `save` with the text fields and the type check of the file; when anything fails
 * the stored file is removed (nothing half-saved).
 */
export async function documentUploads(app: FastifyInstance) {
  const { storage, config } = app.deps;
  const maxBytes = config.DOCUMENT_MAX_BYTES;
  await acceptUploads(app, { fileSize: maxBytes, files: 1 });
  return {
    async receive<T>(
      request: FastifyRequest,
      key: string,
      save: (fields: UploadFields, checkFile: () => Promise<CheckedFile>) => Promise<T>,
    ): Promise<T> {
      const { fields, file } = await readMultipart(request, storage, key, maxBytes);
      return keepUploadIfDone(storage, file, () =>
        save(fields, () => checkDocumentFile(requireFile(file), storage)),
      );
    },
  };
}

/** The note sent with a new version (first `note` field, trimmed, at most 500 characters). */
export const versionNote = (fields: UploadFields) => fields.note?.[0]?.trim().slice(0, 500) || null;
