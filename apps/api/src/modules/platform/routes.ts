import { publicConfigSchema } from '@siao/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { dataOf } from '../../lib/http';
import { servedFileHeaders } from './served-file-headers';

/** Liveness, readiness, public configuration and signed file downloads. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['Plataforma'];

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: dataOf(z.object({ status: z.literal('ok') })) } },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: dataOf(z.object({ database: z.string() })) } },
    },
    async () => {
      try {
        await deps.database.ping();
        // the shared KV store (Redis when REDIS_URL is set): every signed-in request reads it
        await deps.kv.get('ready-probe');
      } catch (err) {
        app.log.error({ err }, 'banco de dados ou Redis indisponível');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { data: { database: deps.database.kind } };
    },
  );

  app.get(
    '/api/public/config',
    { config: { access: 'public' }, schema: { tags, response: { 200: dataOf(publicConfigSchema) } } },
    async () => ({ data: { app_name: 'Sião', recaptcha_site_key: deps.config.RECAPTCHA_SITE_KEY ?? null } }),
  );

  app.get(
    '/api/files/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ token: z.string().max(4000) }),
        querystring: z.object({ download: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const file = deps.files.verify(request.params.token);
      if (!file) throw new AppError('DOWNLOAD_LINK_INVALID');
      // streamed from storage (disk or S3): memory does not grow with the file's size
      const stored = await deps.storage.get(file.key);
      if (!stored) throw new AppError('NOT_FOUND');
      return reply
        .headers(servedFileHeaders(file.contentType, file.name, request.query.download !== undefined))
        .header('cache-control', 'private, max-age=300')
        .header('content-length', stored.size)
        .send(stored.body);
    },
  );
};
