import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../src/modules/documents/test-multipart';
import { tinyPdf } from '../../src/seed/tiny-pdf';
import { createAssistant, createThread } from '../helpers/ai-converse';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { intakeFiles } from './corpus';

/**
 * Generated from the route table: every route that declares `config.acceptsFile` receives every
 * file of the intake corpus, and none answers 5xx while /api/health keeps answering. A declared
 * route without a sender below, or a sender for a route that does not declare it, fails the
 * test: a new upload route joins the run by declaring itself (the intake refuses to read a file
 * for a route that does not).
 */
let t: TestApp;
type File = { fileName: string; bytes: Buffer };
type Sender = (file: File) => Promise<LightMyRequestResponse>;
let senders: Record<string, Sender>;

beforeAll(async () => {
  t = await createTestApp({
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    SERVICES_ENCRYPTION_KEY: 'c3'.repeat(32),
    OCR_MAX_PAGES: '50',
  });
  const superadmin = await t.authHeader('superadmin');
  const staff = await t.authHeader('operador');
  const cliente = await t.authHeader('cliente');
  const multipart =
    (
      method: 'POST' | 'PUT',
      url: string,
      headers: Record<string, string>,
      fields: Record<string, string> = {},
    ) =>
    (file: File) => {
      const body = multipartBody(fields, { name: file.fileName, bytes: file.bytes });
      return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
    };
  const created = async (send: Sender) => {
    const res = await send({ fileName: 'base.pdf', bytes: tinyPdf('Base', ['Texto']) });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as string;
  };
  const documents = multipart('POST', '/api/documents', staff, {
    title: 'Arquivo hostil',
    category: 'Testes',
    visibility: 'todos_clientes',
  });
  const learningDocuments = multipart('POST', '/api/learning/documents', superadmin, {
    title: 'Arquivo hostil',
  });
  const documentId = await created(documents);
  const learningDocumentId = await created(learningDocuments);
  const journey = await t.app.inject({
    method: 'POST',
    url: '/api/learning/journeys',
    headers: superadmin,
    payload: { title: 'Jornada das capas hostis', workload_hours: 1 },
  });
  const thread = await createThread(
    t.app,
    cliente,
    await createAssistant(t.app, superadmin, { provider: 'local' }),
  );
  const chatPart = (file: File) => {
    const base64 = file.bytes.toString('base64');
    const extension = file.fileName.split('.').pop();
    return extension === 'pdf' || extension === 'xlsx'
      ? { document_format: extension, document_name: file.fileName, document_base64: base64 }
      : { image_format: 'png', image_name: file.fileName, image_base64: base64 };
  };
  senders = {
    'POST /api/threads/:id/converse-stream': (file) =>
      t.app.inject({
        method: 'POST',
        url: `/api/threads/${thread}/converse-stream`,
        headers: cliente,
        payload: { messages: [{ role: 'user', content: [{ text: 'Analise o arquivo.' }, chatPart(file)] }] },
      }),
    'POST /api/documents': documents,
    'POST /api/documents/:id/versions': multipart('POST', `/api/documents/${documentId}/versions`, staff),
    'POST /api/learning/documents': learningDocuments,
    'POST /api/learning/documents/:id/versions': multipart(
      'POST',
      `/api/learning/documents/${learningDocumentId}/versions`,
      superadmin,
    ),
    'PUT /api/learning/journeys/:id/cover': multipart(
      'PUT',
      `/api/learning/journeys/${journey.json().data.id}/cover`,
      superadmin,
    ),
    'PUT /api/settings/logo': multipart('PUT', '/api/settings/logo', superadmin),
    'POST /api/services/ocr': multipart('POST', '/api/services/ocr', staff),
    'POST /api/services/certidoes': multipart('POST', '/api/services/certidoes', staff),
    'POST /api/services/cnib/lotes/planilha': multipart('POST', '/api/services/cnib/lotes/planilha', cliente),
  };
}, 180_000);
afterAll(() => t?.close());

const declared = () => t.app.fileRoutes.map((route) => `${route.method} ${route.url}`).sort();

describe('the route table decides which routes get the hostile files', () => {
  it('has a sender for every route that declares config.acceptsFile, and no other', () => {
    expect(declared().length).toBeGreaterThan(0);
    expect(Object.keys(senders).sort()).toEqual(declared());
  });

  it.each(intakeFiles().map((file) => [file.label, file] as const))(
    '%s: no 5xx on any upload route, health answers',
    async (_, file) => {
      for (const route of declared()) {
        const send = senders[route];
        if (!send) continue; // reported by the test above
        const res = await send(file);
        expect(res.statusCode, `${route}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      }
    },
  );
});
