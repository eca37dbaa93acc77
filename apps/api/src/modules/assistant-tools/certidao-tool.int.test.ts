import { certidaoJobDetailSchema, messageItemSchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAnthropic } from '../../../test/fakes/fake-anthropic';
import { createThread, sseToolEvents, userText } from '../../../test/helpers/ai-converse';
import { contractServicesForClientB } from '../../../test/helpers/fixture';
import { data, page } from '../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { CertidaoExtraction } from '../../db/schema';
import { ocrJobs } from '../../db/schema';

const anthropic = createFakeAnthropic();
let t: TestApp;
let assistantId = '';
const jobs = { a: '', aOlder: '', aRunning: '', b: '' };

const NOT_FOUND = 'Processamento de OCR não encontrado.';
const NOT_CONTRACTED =
  'Este serviço não está contratado para o seu cartório. Fale com o Sião para contratá-lo.';

function extraction(nome: string, cpfReview: boolean): CertidaoExtraction {
  const field = (key: string, label: string, value: string, review: boolean, reasons: string[] = []) => ({
    key,
    label,
    value,
    confidence: review ? 0.41 : 0.97,
    box: null,
    review,
    reasons,
  });
  return {
    kind: 'nascimento',
    fields: [
      field('nome', 'Nome', nome, false),
      field(
        'cpf',
        'CPF',
        '529.982.247-20',
        cpfReview,
        cpfReview ? ['CPF com dígito verificador inválido'] : [],
      ),
      field('data_nascimento', 'Data de nascimento', '01/02/2020', false),
    ],
    matricula: null,
  };
}

async function insertCertidao(
  clientId: string,
  fileName: string,
  values: { status: 'concluido' | 'processando'; certidao?: CertidaoExtraction; createdAt?: Date },
): Promise<string> {
  const [row] = await t.app.deps.db
    .insert(ocrJobs)
    .values({
      clientId,
      purpose: 'certidao',
      fileName,
      mime: 'application/pdf',
      sizeBytes: 1000,
      fileKey: `ocr/${fileName}`,
      ...values,
    })
    .returning({ id: ocrJobs.id });
  return row!.id;
}

beforeAll(async () => {
  const base = await anthropic.start();
  t = await createTestApp({
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    ANTHROPIC_BASE_URL: `${base}/v1`,
    AI_MAX_RETRIES: '1',
    AI_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const { clientA, clientB } = t.fixture;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assistants',
    headers: await t.authHeader('superadmin'),
    payload: {
      name: 'Assistente de certidões',
      description: 'Teste',
      instructions: 'Seja breve.',
      provider: 'anthropic',
      tools: ['resumir_certidao'],
    },
  });
  assistantId = res.json().data.id;
  jobs.aOlder = await insertCertidao(clientA.id, 'antiga-a.pdf', {
    status: 'concluido',
    certidao: extraction('Maria Antiga', false),
    createdAt: new Date(Date.now() - 86_400_000),
  });
  jobs.a = await insertCertidao(clientA.id, 'nascimento-a.pdf', {
    status: 'concluido',
    certidao: extraction('Ana Cartório A', true),
  });
  jobs.aRunning = await insertCertidao(clientA.id, 'lendo-a.pdf', { status: 'processando' });
  jobs.b = await insertCertidao(clientB.id, 'nascimento-b.pdf', {
    status: 'concluido',
    certidao: extraction('Bruno Cartório B', false),
  });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await anthropic.stop();
});

type Who = 'operador' | 'cliente' | 'clienteB';

/** One reply in which the model calls resumir_certidao with `input`; the step and what the model read. */
async function summarize(who: Who, input: Record<string, unknown>) {
  anthropic.reset();
  anthropic.enqueue(
    { chunks: [], toolCalls: [{ id: 'toolu_cert', name: 'resumir_certidao', input }] },
    { chunks: ['Resumo pronto.'] },
  );
  const headers = await t.authHeader(who);
  const threadId = await createThread(t.app, headers, assistantId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/converse-stream`,
    headers,
    payload: userText('Resuma a certidão que enviei'),
  });
  expect(res.statusCode).toBe(200);
  const step = sseToolEvents(res.body).at(-1)!;
  expect(anthropic.requests).toHaveLength(2);
  const modelRead = JSON.stringify(anthropic.requests[1]!.body);
  return { step, modelRead, threadId, headers };
}

describe('resumir_certidao', () => {
  it('offers the tool with its input schema, and returns the fields with their review marks as the page does', async () => {
    const { step, modelRead, threadId, headers } = await summarize('cliente', { certidao_id: jobs.a });
    const offered = anthropic.requests[0]!.body as { tools: Array<{ name: string; input_schema: object }> };
    expect(offered.tools.map((tool) => tool.name)).toEqual(['resumir_certidao']);
    expect(offered.tools[0]!.input_schema).toMatchObject({
      properties: { certidao_id: { type: 'string', format: 'uuid' } },
    });
    expect(step).toMatchObject({
      state: 'done',
      label: 'Certidão de nascimento (nascimento-a.pdf): 3 campo(s), 1 para revisar',
    });
    expect(step.detail).toContain('CPF: 529.982.247-20 ⚠ revisar (CPF com dígito verificador inválido)');
    expect(modelRead).toContain('Ana Cartório A');
    expect(modelRead).toContain('\\"revisar\\":true');

    // the same values and marks as GET /api/services/certidoes/:id
    const pageRes = await t.app.inject({
      method: 'GET',
      url: `/api/services/certidoes/${jobs.a}`,
      headers,
    });
    const detail = data(pageRes, certidaoJobDetailSchema);
    for (const field of detail.fields) {
      expect(step.detail).toContain(`${field.label}: ${field.value}${field.review ? ' ⚠ revisar' : ''}`);
    }

    // and the step is there when the conversation is reopened
    const history = await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/messages`, headers });
    expect(page(history, messageItemSchema).data.at(-1)!.tools).toEqual([step]);
  });

  it('without an id, the user’s most recent finished certidão', async () => {
    const { step } = await summarize('cliente', {});
    expect(step.label).toMatch(/^Certidão de nascimento \(nascimento-a\.pdf\)/);
  });

  it('a certidão still being read is not summarized (OCR_NOT_READY); an invalid id is refused', async () => {
    expect((await summarize('cliente', { certidao_id: jobs.aRunning })).step).toMatchObject({
      state: 'error',
      label: 'O OCR deste arquivo ainda não terminou.',
    });
    expect((await summarize('cliente', { certidao_id: 'abc' })).step).toMatchObject({
      state: 'error',
      label: 'Certidão inválida: informe o identificador da certidão enviada.',
    });
  });
});

describe('resumir_certidao: authorization across clients, as GET /api/services/certidoes/:id', () => {
  it('needs the client’s contract; a cliente never reaches another client’s certidão; staff reach any', async () => {
    // client B has only SiãoGPT: the service's contract refuses before anything is read
    const uncontracted = await summarize('clienteB', { certidao_id: jobs.b });
    expect(uncontracted.step).toMatchObject({ state: 'error', label: NOT_CONTRACTED });
    expect(uncontracted.modelRead).not.toContain('Bruno Cartório B');
    await contractServicesForClientB(t.app.deps.db, t.fixture);

    const cases: Array<[Who, string, string | null, string]> = [
      ['cliente', jobs.b, null, 'Bruno Cartório B'],
      ['clienteB', jobs.a, null, 'Ana Cartório A'],
      ['clienteB', jobs.b, 'Bruno Cartório B', 'Ana Cartório A'],
      ['operador', jobs.b, 'Bruno Cartório B', 'Ana Cartório A'],
      ['operador', jobs.a, 'Ana Cartório A', 'Bruno Cartório B'],
    ];
    for (const [who, id, sees, never] of cases) {
      const { step, modelRead } = await summarize(who, { certidao_id: id });
      if (sees) {
        expect(modelRead, `${who} → ${id}: ${JSON.stringify(step)}`).toContain(sees);
      } else {
        expect(step, `${who} → ${id}`).toMatchObject({ state: 'error', label: NOT_FOUND });
      }
      expect(modelRead).not.toContain(never);
      // the page answers the same
      const pageRes = await t.app.inject({
        method: 'GET',
        url: `/api/services/certidoes/${id}`,
        headers: await t.authHeader(who),
      });
      expect(pageRes.statusCode, `${who} → ${id}`).toBe(sees ? 200 : 404);
    }

    // without an id, a cliente's "most recent" is its own client's
    const latestB = await summarize('clienteB', {});
    expect(latestB.step.label).toMatch(/\(nascimento-b\.pdf\)/);
    expect(latestB.modelRead).not.toContain('Ana Cartório A');
  });
});
