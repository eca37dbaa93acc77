import {
  type JourneyDetail,
  journeyDetailSchema,
  type LearningDocument,
  learnerDocumentSchema,
  learnerJourneySchema,
  learningDocumentSchema,
} from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, data, page } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { tinyPdf } from '../../../seed/tiny-pdf';
import { fakeExe, multipartBody } from '../../documents/test-multipart';

let t: TestApp;
let sup: { authorization: string };
let staff: { authorization: string };
let learner: { authorization: string };
let other: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.authHeader('superadmin');
  staff = await t.authHeader('operador');
  learner = await t.authHeader('cliente');
  other = await t.authHeader('clienteB');
});
afterAll(() => t?.close());

const pdf = tinyPdf('Política de senhas', ['Use senhas longas.', 'Fim da política.']);

function upload(url: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url, headers: { ...sup, ...body.headers }, payload: body.payload });
}

describe('SiãoSeg documents', () => {
  let doc: LearningDocument;
  let journey: JourneyDetail;

  it('uploads through the documents checks: refuses a bad type and a missing title', async () => {
    const exe = await upload(
      '/api/learning/documents',
      { title: 'Executável' },
      { name: 'a.pdf', bytes: fakeExe() },
    );
    expect(exe.statusCode).toBe(415);
    const noTitle = await upload('/api/learning/documents', { title: 'x' }, { name: 'p.pdf', bytes: pdf });
    expect(noTitle.statusCode).toBe(400);
    expect(apiError(noTitle).details).toContainEqual({
      field: 'title',
      message: 'O título deve ter pelo menos 3 caracteres.',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/learning/documents', headers: sup });
    expect(page(list, learningDocumentSchema).total).toBe(0);
  });

  it('creates a document, lists it paginated, adds a version', async () => {
    const res = await upload(
      '/api/learning/documents',
      { title: 'Política de senhas', description: 'Leitura obrigatória' },
      { name: 'politica.pdf', bytes: pdf },
    );
    expect(res.statusCode).toBe(201);
    doc = data(res, learningDocumentSchema);
    expect(doc).toMatchObject({
      title: 'Política de senhas',
      format: 'pdf',
      current_version: 1,
      step_count: 0,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/learning/documents?q=senhas&limit=1',
      headers: staff,
    });
    expect(page(list, learningDocumentSchema)).toMatchObject({ total: 1, limit: 1, data: [{ id: doc.id }] });
    const v2 = await upload(
      `/api/learning/documents/${doc.id}/versions`,
      { note: 'revisada' },
      {
        name: 'politica-v2.pdf',
        bytes: tinyPdf('Política de senhas v2', ['Use senhas longas e únicas.', 'Fim da política.']),
      },
    );
    expect(v2.statusCode).toBe(201);
    expect(data(v2, learningDocumentSchema)).toMatchObject({
      current_version: 2,
      file_name: 'politica-v2.pdf',
    });
    // clients never see it in Documentos: it is internal there
    const asClient = await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: learner });
    expect(asClient.statusCode).toBe(404);
  });

  it('lets a document step pick only SiãoSeg documents', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/learning/journeys',
      headers: sup,
      payload: {
        title: 'Jornada com documento',
        workload_hours: 1,
        published: true,
        audience: 'clientes_escolhidos',
        client_ids: [t.fixture.clientA.id],
      },
    });
    journey = data(created, journeyDetailSchema);
    const otherDoc = await t.app.inject({
      method: 'POST',
      url: `/api/learning/journeys/${journey.id}/trails`,
      headers: sup,
      payload: {
        title: 'Trilha',
        steps: [{ kind: 'documento', title: 'Ler', document_id: '00000000-0000-4000-8000-000000000000' }],
      },
    });
    expect(otherDoc.statusCode).toBe(404);
    expect(apiError(otherDoc).details).toContainEqual({
      field: 'steps.0.document_id',
      message: 'Documento do SiãoSeg não encontrado.',
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/learning/journeys/${journey.id}/trails`,
      headers: sup,
      payload: {
        title: 'Trilha',
        steps: [
          { kind: 'documento', title: 'Ler a política', document_id: doc.id },
          { kind: 'licao', title: 'Depois', lesson_html: '<p>Depois</p>' },
        ],
      },
    });
    expect(ok.statusCode).toBe(201);
    journey = data(ok, journeyDetailSchema);
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/learning/documents/${doc.id}`,
      headers: sup,
    });
    expect(apiError(inUse).code).toBe('LEARNING_DOCUMENT_IN_USE');
  });

  it('opens the document to the journey audience only, with its text, and marks it read', async () => {
    const [docStep, lesson] = journey.trails[0]!.steps;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/learning/me/steps/${lesson!.id}/document`,
          headers: learner,
        })
      ).statusCode,
    ).toBe(409);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/learning/me/steps/${docStep!.id}/document`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    const open = async () =>
      data(
        await t.app.inject({
          method: 'GET',
          url: `/api/learning/me/steps/${docStep!.id}/document`,
          headers: learner,
        }),
        learnerDocumentSchema,
      );
    // the text comes from the documents' extraction job
    await vi.waitFor(async () => expect((await open()).text).toContain('únicas'));
    const mine = await open();
    expect(mine).toMatchObject({ title: 'Ler a política', file_name: 'politica-v2.pdf', format: 'pdf' });
    const file = await t.app.inject({ method: 'GET', url: mine.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/learning/me/steps/${docStep!.id}/done`,
      headers: learner,
    });
    expect(done.statusCode).toBe(200);
    const lessonState = data(
      await t.app.inject({ method: 'GET', url: '/api/learning/me/journeys', headers: learner }),
      z.array(learnerJourneySchema),
    )[0]!.trails[0]!.steps[1]!.status;
    expect(lessonState).toBe('disponivel');
  });

  it('only superadmins write; a step-less document goes to the trash', async () => {
    const asStaff = await t.app.inject({
      method: 'PUT',
      url: `/api/learning/documents/${doc.id}`,
      headers: staff,
      payload: { title: 'Outro' },
    });
    expect(asStaff.statusCode).toBe(403);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/learning/documents/${doc.id}`,
      headers: sup,
      payload: { title: 'Política de senhas 2026', description: null },
    });
    expect(data(renamed, learningDocumentSchema).title).toBe('Política de senhas 2026');
    await t.app.inject({
      method: 'PUT',
      url: `/api/learning/journeys/${journey.id}/trails/${journey.trails[0]!.id}`,
      headers: sup,
      payload: { title: 'Trilha', steps: [] },
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/learning/documents/${doc.id}`,
      headers: sup,
    });
    expect(gone.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/learning/documents/${doc.id}`, headers: sup }))
        .statusCode,
    ).toBe(404);
  });
});
