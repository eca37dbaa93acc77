import { idParamSchema, jobStatusSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../lib/auth/access';
import { authOf, dataOf } from '../../lib/http';
import { jobStatus } from './service';

/** A background job's state and progress (done/total), for screens that started one. */
export const jobStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id',
    {
      config: { access: EVERYONE },
      schema: {
        tags: ['Tarefas'],
        params: idParamSchema,
        response: { 200: dataOf(jobStatusSchema) },
      },
    },
    async (request) => ({ data: await jobStatus(app.deps, authOf(request), request.params.id) }),
  );
};
