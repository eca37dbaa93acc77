import { exportBodySchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../../lib/auth/access';
import type { AiRuntime } from '../ai-runtime';
import { AI_AUDIENCES } from '../common';

export const exportRoutes: FastifyPluginAsyncZod<{ runtime: AiRuntime }> = async (app, { runtime }) => {
  app.post(
    '/api/export',
    {
      bodyLimit: 25 * 1024 * 1024,
      config: { access: EVERYONE, audiences: AI_AUDIENCES },
      schema: {
        tags: ['IA: exportação'],
        summary: 'Converte o HTML do editor em PDF, DOCX ou XML (download)',
        body: exportBodySchema,
      },
    },
    async (request, reply) => {
      const file = await runtime.exporter.export(request.body.data, request.body.extension);
      request.log.info({ engine: file.engine, bytes: file.body.length }, 'export produced');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
