import { randomUUID } from 'node:crypto';
import { setPortugueseZodMessages } from '@siao/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDeps } from './deps';
import { registerGuard } from './lib/auth/guard';
import { registerErrorHandling } from './lib/error-handler';
import { registerFileRoutes } from './lib/files/file-routes';
import { closeFileWorkers, configureFileSafety, fileSafetyFromConfig } from './lib/files/safe-files';
import { registerHttpCors, registerHttpPlugins, registerHttpSecurityHeaders } from './lib/http-plugins';
import { registerIdParamCheck } from './lib/id-params';
import { serializeError } from './lib/log-serializers';
import { registerHttpMetrics } from './lib/metrics/http-metrics';
import { registerStatic } from './lib/static-files';
import { registerUnsafeTextCheck } from './lib/unsafe-text';
import { registerModules } from './modules';
import { moduleJobs } from './modules/jobs';
import { registerServiceContracts } from './modules/services/contract';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** pino options; tests pass `false` */
  logger?: boolean | object;
}

const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/** A hop count trusts that many nearest hops (Fastify's own number option now trusts none). */
function trustProxyOf(setting: Config['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/** Builds the whole API (no listen): tests drive it with `inject`, server.ts listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  setPortugueseZodMessages();
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact,
            serializers: { err: serializeError },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For would pick the client's IP
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // signed file links carry their claims in the path
    routerOptions: { maxParamLength: 2048 },
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', createDeps(config, options.database, app.log));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.deps.jobs.register(moduleJobs(app.deps));
  app.addHook('onReady', async () => {
    await app.deps.jobs.start();
  });
  app.addHook('onClose', async () => {
    await app.deps.jobs.stop();
    await app.deps.kv.close();
  });
  // file parsing and OCR run in a per-process worker pool with these limits (issue 11)
  configureFileSafety(fileSafetyFromConfig(config));
  app.addHook('onClose', closeFileWorkers);

  registerErrorHandling(app);
  registerUnsafeTextCheck(app);
  registerHttpMetrics(app);
  registerHttpSecurityHeaders(app);
  await registerHttpCors(app);
  registerGuard(app, app.deps.tokens, app.deps.revocations);
  registerFileRoutes(app);
  registerServiceContracts(app);
  registerIdParamCheck(app);
  await registerHttpPlugins(app);
  await registerModules(app);
  await registerStatic(app);
  return app;
}
