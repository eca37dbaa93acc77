import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { hugePagePdf } from '../../../../test/hostile/corpus';
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

  it('ends a job whose PDF has a giant page with a final error on its first attempt (no retry)', async () => {
    // a file stored before the upload check (or by another path): the job measures it again
    const fileKey = `ocr/uploads/pagina-gigante-${Date.now()}`;
    await t.app.deps.storage.put(fileKey, hugePagePdf(1, 3000));
    const job = await insertJob(t.app.deps.db, {
      purpose: 'ocr',
      fileName: 'gigante.pdf',
      mime: 'application/pdf',
      sizeBytes: 1,
      fileKey,
    });
    const runner = createOcrRunner(t.app.deps);
    await runner.run(
      { ocrJobId: job.id },
      { jobId: 'teste', attempt: 1, signal: new AbortController().signal, progress: async () => {} },
    );
    const after = await getJob(t.app.deps.db, job.id);
    expect(after?.status).toBe('erro');
    expect(after?.error).toContain('grande demais');
  });
});
