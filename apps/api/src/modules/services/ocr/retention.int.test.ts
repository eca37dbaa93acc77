import { ocrJobDetailSchema, ocrJobSummarySchema } from '@siao/shared';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, data } from '../../../../test/helpers/json';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { tinyPdf } from '../../../seed/tiny-pdf';
import { multipartBody } from '../../documents/test-multipart';
import { purgeExpiredOcrFiles } from './retention-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OCR_RETENTION_DAYS: '30' });
});
afterAll(() => t?.close());

it('deletes the files after the retention period and keeps the job and its text (LGPD)', async () => {
  const who = await t.authHeader('operador');
  const body = multipartBody(
    {},
    { name: 'texto.pdf', bytes: tinyPdf('Procuração', ['Outorgante: José Simões']) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/ocr',
    headers: { ...who, ...body.headers },
    payload: body.payload,
  });
  const id = data(res, z.array(ocrJobSummarySchema))[0]!.id;
  const url = `/api/services/ocr/${id}`;
  await vi.waitFor(
    async () =>
      expect(data(await t.app.inject({ url, headers: who }), ocrJobDetailSchema).status).toBe('concluido'),
    {
      timeout: 30_000,
      interval: 100,
    },
  );

  const day = 86_400_000;
  expect(await purgeExpiredOcrFiles(t.app.deps, new Date(Date.now() + 29 * day))).toBe(0);
  expect(await purgeExpiredOcrFiles(t.app.deps, new Date(Date.now() + 31 * day))).toBe(1);

  const job = data(await t.app.inject({ url, headers: who }), ocrJobDetailSchema);
  expect(job).toMatchObject({ status: 'concluido', files_purged: true });
  expect(job.pages[0]).toMatchObject({ image_url: null });
  expect(job.pages[0]?.text).toContain('José Simões');
  const pdf = await t.app.inject({ url: `${url}/download?format=pdf`, headers: who });
  expect(pdf.statusCode).toBe(410);
  expect(apiError(pdf).code).toBe('OCR_FILES_PURGED');
  const txt = await t.app.inject({ url: `${url}/download?format=txt`, headers: who });
  expect(txt.body).toContain('José Simões');
});
