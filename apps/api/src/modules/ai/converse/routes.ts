import { converseStreamBodySchema, idParamSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVERYONE } from '../../../lib/auth/access';
import { authOf } from '../../../lib/http';
import type { AiRuntime } from '../ai-runtime';
import { AI_AUDIENCES } from '../common';
import { converseStream, warmConverse } from './service';

/** Base64 of a 35 MB PDF plus a few smaller files. */
const CONVERSE_BODY_LIMIT = 100 * 1024 * 1024;

export const converseRoutes: FastifyPluginAsyncZod<{ runtime: AiRuntime }> = async (app, { runtime }) => {
  // a failed warm-up only costs the first conversation its speed
  app.addHook('onReady', () =>
    warmConverse(app.deps).catch((err: unknown) => app.log.warn({ err }, 'converse warm-up failed')),
  );
  app.post(
    '/api/threads/:id/converse-stream',
    {
      bodyLimit: CONVERSE_BODY_LIMIT,
      config: {
        access: EVERYONE,
        audiences: AI_AUDIENCES,
        deferSessionCheck: true,
        acceptsFile: true,
        notFound: 'THREAD_NOT_FOUND',
      },
      schema: {
        tags: ['IA: conversas'],
        summary: 'Envia as últimas mensagens (até 9) e recebe a resposta em text/event-stream',
        params: idParamSchema,
        body: converseStreamBodySchema,
      },
    },
    async (request, reply) => {
      await converseStream(
        app.deps,
        runtime,
        authOf(request),
        request,
        reply,
        request.params.id,
        request.body,
      );
    },
  );
};
