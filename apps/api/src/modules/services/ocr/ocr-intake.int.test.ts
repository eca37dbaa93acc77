import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ocrJobDetailSchema, ocrJobSummarySchema } from '@siao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { tinyPdf } from '../../../seed/tiny-pdf';
import { multipartBody } from '../../documents/test-multipart';

/** OCR uploads stream to storage through the file intake; names are cleaned once, for every export. */
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ OCR_MAX_BYTES: String(64 * 1024) });
  headers = await t.authHeader('operador');
}, 180_000);
afterAll(() => t?.close());

const upload = (files: { name: string; bytes: Buffer }[]) => {
  const body = multipartBody({}, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/services/ocr',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** The files kept under the OCR uploads folder of the local storage. */
const storedUploads = () => {
  try {
    return readdirSync(join(t.dataDir, 'files', 'ocr', 'uploads'));
  } catch {
    return [];
  }
};

describe('OCR upload intake', () => {
  it('refuses a file over the limit while it streams, in Portuguese, and keeps nothing', async () => {
    const before = storedUploads().length;
    const res = await upload([
      { name: 'ok.pdf', bytes: tinyPdf('Certidão', ['Texto']) },
      { name: 'grande.pdf', bytes: Buffer.concat([tinyPdf('Grande', []), Buffer.alloc(200 * 1024)]) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(apiError(res)).toMatchObject({
      code: 'OCR_FILE_TOO_LARGE',
      message: expect.stringContaining('0,1 MB'),
    });
    expect(storedUploads()).toHaveLength(before);
  });

  it('keeps nothing of an upload whose second file is refused', async () => {
    const before = storedUploads().length;
    const res = await upload([
      { name: 'ok.pdf', bytes: tinyPdf('Certidão', ['Texto']) },
      { name: 'planilha.pdf', bytes: Buffer.from('não sou um PDF') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(storedUploads()).toHaveLength(before);
  });

  it('downloads the DOCX of a file named with <, a control character and U+FFFE', async () => {
    const res = await upload([{ name: 'a<b\u0001c\uFFFEd.pdf', bytes: tinyPdf('Certidão', ['Averbação']) }]);
    expect(res.statusCode, res.body).toBe(201);
    const [created] = data(res, z.array(ocrJobSummarySchema));
    expect(created?.file_name).toBe('a<bcd.pdf');
    await vi.waitFor(
      async () => {
        const job = data(
          await t.app.inject({ url: `/api/services/ocr/${created!.id}`, headers }),
          ocrJobDetailSchema,
        );
        if (job.status !== 'concluido') throw new Error(`ainda ${job.status}`);
      },
      { timeout: 60_000, interval: 200 },
    );
    for (const format of ['docx', 'txt', 'pdf']) {
      const file = await t.app.inject({
        url: `/api/services/ocr/${created!.id}/download?format=${format}`,
        headers,
      });
      expect(file.statusCode, `${format}: ${file.body.slice(0, 200)}`).toBe(200);
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('a<bcd'));
    }
  }, 120_000); // the OCR of the page runs in the background: seconds on a loaded machine
});
