import { formatMegabytes } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVERYONE } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { acceptUploads } from '../../../lib/files/multipart';
import { readSmallUpload } from '../../../lib/files/small-upload';
import { dataOf } from '../../../lib/http';
import { CNIB_SHEET_MAX_BYTES, sheetToText } from './batch-sheet';

/** XLSX upload for batches: returns the rows as text; validation happens on the list, as when pasted. */
export const cnibBatchSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, { fileSize: CNIB_SHEET_MAX_BYTES, files: 1 });
  app.post(
    '/api/services/cnib/lotes/planilha',
    {
      config: { access: EVERYONE, service: 'cnib', acceptsFile: true },
      schema: { tags: ['Serviços: CNIB'], response: { 200: dataOf(z.object({ texto: z.string() })) } },
    },
    async (request) => {
      const tooLarge = () =>
        new AppError('CNIB_SHEET_TOO_LARGE', { params: { size: formatMegabytes(CNIB_SHEET_MAX_BYTES) } });
      const file = await readSmallUpload(request, CNIB_SHEET_MAX_BYTES, tooLarge);
      if (!file) throw new AppError('DOCUMENT_FILE_REQUIRED');
      return { data: { texto: await sheetToText(file) } };
    },
  );
};
