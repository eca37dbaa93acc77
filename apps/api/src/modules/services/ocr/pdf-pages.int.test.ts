import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { corruptPng, hugePagePdf } from '../../../../test/hostile/corpus';
import { multipartBody } from '../../documents/test-multipart';
import { createOcrRunner } from './process';
import { getJob, insertJob } from './repository';

/** PDF pages are counted and measured before any render; a deterministic refusal is final. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ OCR_MAX_PAGES: '50' });
}, 180_000);
afterAll(() => t?.close());

const upload = async (url: string, name: string, bytes: Buffer) => {
  const body = multipartBody({}, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.authHeader('operador')), ...body.headers },
    payload: body.payload,
  });
};

describe('PDF page size before rendering', () => {
  it.each(['ocr', 'certidoes'])(
    'refuses at /api/services/%s a 6 KB PDF of 50 pages of 5000 × 5000 pt',
    async (area) => {
      const res = await upload(`/api/services/${area}`, 'paginas.pdf', hugePagePdf(50, 5000));
      expect(res.statusCode, res.body).toBe(422);
      expect(apiError(res).code).toBe('OCR_PDF_PAGE_TOO_LARGE');
      expect(apiError(res).message).toContain('5.000 × 5.000 pontos');
    },
  );

  /** Runs the OCR job's first attempt on a file stored before the upload check (or by another path). */
  async function firstAttempt(name: string, mime: string, bytes: Buffer) {
    const fileKey = `ocr/uploads/${Date.now()}-${name}`;
    await t.app.deps.storage.put(fileKey, bytes);
    const job = await insertJob(t.app.deps.db, {
      purpose: 'ocr',
      fileName: name,
      mime,
      sizeBytes: 1,
      fileKey,
    });
    const runner = createOcrRunner(t.app.deps);
    // a handler that throws is retried by the queue: a final refusal returns with the job in `erro`
    await runner.run(
      { ocrJobId: job.id },
      { jobId: 'teste', attempt: 1, signal: new AbortController().signal, progress: async () => {} },
    );
    return getJob(t.app.deps.db, job.id);
  }

  it('ends a job whose PDF has a giant page with a final error on its first attempt (no retry)', async () => {
    // the job measures the pages again, in a file worker: the refusal comes back as the job's error
    const after = await firstAttempt('gigante.pdf', 'application/pdf', hugePagePdf(1, 3000));
    expect(after?.status).toBe('erro');
    expect(after?.error).toContain('grande demais');
  });

  it('ends a job whose image cannot be decoded with a final error on its first attempt (no retry)', async () => {
    const after = await firstAttempt('quebrada.png', 'image/png', corruptPng());
    expect(after?.status).toBe('erro');
    expect(after?.error).toBe('Não foi possível ler a imagem. Verifique se o arquivo não está corrompido.');
  });
});
