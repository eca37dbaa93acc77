import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../../src/modules/documents/test-multipart';
import type { HostileFile } from './corpus';

/** The upload paths a hostile file is sent through; OCR/CNIB services add theirs here. */
export type UploadPath =
  | 'chat'
  | 'tool'
  | 'multi-file'
  | 'documents'
  | 'learning-documents'
  | 'journey-cover';

export interface UploadTargets {
  app: FastifyInstance;
  /** thread of an assistant in each chat mode (chat, tool, window_context) */
  threads: Record<Exclude<UploadPath, 'documents' | 'learning-documents' | 'journey-cover'>, string>;
  /** a SiãoSeg journey whose cover the superadmin replaces */
  journeyId: string;
  /** a user who talks to the assistants */
  chatUser: Record<string, string>;
  /** a user who uploads to Documentos */
  staff: Record<string, string>;
  /** a superadmin (uploads SiãoSeg documents) */
  superadmin: Record<string, string>;
}

/** The chat part the widget would send for this file. */
function chatPart(file: HostileFile, description?: string): Record<string, string> {
  const base64 = file.bytes.toString('base64');
  if ('image_format' in file.part) {
    return {
      ...file.part,
      image_name: file.fileName,
      image_base64: base64,
      ...(description ? { image_description: description } : {}),
    };
  }
  return {
    ...file.part,
    document_name: file.fileName,
    document_base64: base64,
    ...(description ? { document_description: description } : {}),
  };
}

/** Sends one hostile file through one path, as a client would. */
export function sendHostile(
  targets: UploadTargets,
  path: UploadPath,
  file: HostileFile,
): Promise<LightMyRequestResponse> {
  if (path === 'documents') {
    const body = multipartBody(
      { title: file.label.slice(0, 120), category: 'Testes', visibility: 'todos_clientes' },
      { name: file.fileName, bytes: file.bytes },
    );
    return targets.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...targets.staff, ...body.headers },
      payload: body.payload,
    });
  }
  if (path === 'learning-documents') {
    const body = multipartBody(
      { title: file.label.slice(0, 120) },
      { name: file.fileName, bytes: file.bytes },
    );
    return targets.app.inject({
      method: 'POST',
      url: '/api/learning/documents',
      headers: { ...targets.superadmin, ...body.headers },
      payload: body.payload,
    });
  }
  if (path === 'journey-cover') {
    const body = multipartBody({}, { name: file.fileName, bytes: file.bytes });
    return targets.app.inject({
      method: 'PUT',
      url: `/api/learning/journeys/${targets.journeyId}/cover`,
      headers: { ...targets.superadmin, ...body.headers },
      payload: body.payload,
    });
  }
  const part = chatPart(file, path === 'multi-file' ? 'Arquivo enviado pelo usuário' : undefined);
  return targets.app.inject({
    method: 'POST',
    url: `/api/threads/${targets.threads[path]}/converse-stream`,
    headers: targets.chatUser,
    payload: {
      messages: [{ role: 'user', content: [{ text: 'Realize a análise do arquivo enviado.' }, part] }],
    },
  });
}

/**
 * A journey cover is checked like a document (the pixel check on the header first, same refusal),
 * then only a JPEG, PNG or WebP by content is kept: anything else is 415, no archive is inflated.
 */
function coverExpectation(file: HostileFile): { status: number; code?: string } {
  if (file.code === 'FILE_IMAGE_TOO_LARGE') return { status: 422, code: file.code };
  const image = 'image_format' in file.part && file.part.image_format !== 'gif';
  const magic = file.bytes.subarray(0, 4).toString('hex');
  const coverType = ['89504e47', 'ffd8ffe0', 'ffd8ffe1', 'ffd8ffdb', '52494646'].includes(magic);
  if (image && coverType && file.expect.documents === 201) return { status: 200 };
  if (coverType && file.expect.documents === 422) return { status: 422, code: file.code };
  return { status: 415, code: 'JOURNEY_COVER_TYPE_NOT_ALLOWED' };
}

/** What the path must answer for this file. */
export const expectedStatus = (path: UploadPath, file: HostileFile) =>
  path === 'journey-cover'
    ? coverExpectation(file).status
    : path === 'documents' || path === 'learning-documents'
      ? file.expect.documents
      : file.expect.chat;

/** The error code of a refusal on this path. */
export const expectedCode = (path: UploadPath, file: HostileFile) =>
  path === 'journey-cover' ? coverExpectation(file).code : file.code;
