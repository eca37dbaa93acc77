import { searchQuerySchema, searchResultSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../lib/auth/access';
import { authOf, dataOf } from '../../lib/http';
import { globalSearch } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/api/search',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['Busca'],
        querystring: searchQuerySchema,
        response: { 200: dataOf(searchResultSchema) },
      },
    },
    async (request) => ({ data: await globalSearch(deps, authOf(request), request.query.q) }),
  );
};
