import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../../src/modules/documents/test-multipart';
import type { HostileFile } from './corpus';

/** The upload paths a hostile file is sent through; OCR/CNIB services add theirs here. */
export type UploadPath = 'chat' | 'tool' | 'multi-file' | 'documents' | 'learning-documents';

export interface UploadTargets {
  app: FastifyInstance;
  /** thread of an assistant in each chat mode (chat, tool, window_context) */
  threads: Record<Exclude<UploadPath, 'documents' | 'learning-documents'>, string>;
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

/** What the path must answer for this file. */
export const expectedStatus = (path: UploadPath, file: HostileFile) =>
  path === 'documents' || path === 'learning-documents' ? file.expect.documents : file.expect.chat;
