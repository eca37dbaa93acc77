import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { dataOf } from '../../../lib/http';
import { sheetToText } from './batch-sheet';

const MAX_SHEET_BYTES = 2 * 1024 * 1024;

/** XLSX upload for batches: returns the rows as text; validation happens on the list, as when pasted. */
export const cnibBatchSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
  app.post(
    '/api/services/cnib/lotes/planilha',
    {
      config: { access: EVERYONE, service: 'cnib' },
      schema: { tags: ['Serviços: CNIB'], response: { 200: dataOf(z.object({ texto: z.string() })) } },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('DOCUMENT_FILE_REQUIRED');
      const bytes = await file.toBuffer();
      if (bytes.subarray(0, 2).toString('latin1') !== 'PK') throw new AppError('UNSUPPORTED_FILE_TYPE');
      return { data: { texto: await sheetToText(bytes, file.filename) } };
    },
  );
};
