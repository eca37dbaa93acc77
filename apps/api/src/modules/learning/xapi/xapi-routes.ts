import { xapiExportQuerySchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../../lib/auth/access';
import { xapiStatements } from './xapi-service';

const tags = ['SiãoSeg'];

/** The xAPI export (staff), read by a Learning Record Store. */
export const learningXapiRoutes: FastifyPluginAsyncZod = async (app) => {
  // xAPI 1.0.3 StatementResult (steps done, attempts closed), to import into a Learning Record Store
  app.get(
    '/api/learning/xapi/statements',
    { config: { access: STAFF }, schema: { tags, querystring: xapiExportQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const statements = await xapiStatements(app.deps, {
        clientId: q.client_id,
        since: q.since ? new Date(q.since) : undefined,
      });
      return reply
        .header('content-disposition', 'attachment; filename="siaoseg-xapi.json"')
        .header('x-experience-api-version', '1.0.3')
        .send({ statements, more: '' });
    },
  );
};
