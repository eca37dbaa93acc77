import { faturaLotePdfSchema, faturaLoteResultSchema, faturaLoteSchema, saoPauloToday } from '@siao/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../lib/audit';
import { STAFF } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { authOf, dataOf } from '../../lib/http';
import { faturaPdfZip, runFaturaLote } from './lote';

const tags = ['Faturas'];
const callerOf = (request: FastifyRequest) => ({ auth: authOf(request), log: request.log });

/** Actions on many faturas at once (the list's selection): at most FATURAS_LOTE_MAX ids per call. */
export const faturaLoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/faturas/lote',
    {
      config: { access: STAFF },
      schema: { tags, body: faturaLoteSchema, response: { 200: dataOf(faturaLoteResultSchema) } },
    },
    async (request) => ({
      data: await runFaturaLote(deps, callerOf(request), request.body, auditOrigin(request)),
    }),
  );

  app.post(
    '/api/faturas/lote/pdf',
    { config: { access: STAFF }, schema: { tags, body: faturaLotePdfSchema } },
    async (request, reply) => {
      const zip = await faturaPdfZip(deps, callerOf(request), request.body.ids);
      const [first] = zip.ignoradas;
      if (!zip.incluidas && first) throw new AppError((first.codigo ?? 'NOT_FOUND') as 'NOT_FOUND');
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="Faturas_${saoPauloToday()}.zip"`)
        .header('x-faturas-incluidas', String(zip.incluidas))
        .header('x-faturas-ignoradas', String(zip.ignoradas.length))
        .header('access-control-expose-headers', 'x-faturas-incluidas, x-faturas-ignoradas')
        .send(zip.content);
    },
  );
};
