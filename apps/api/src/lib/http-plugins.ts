import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerSecurityHeaders } from './security-headers';

/**
 * Security headers on every answer, the authentication's refusals included: registered before the
 * guard's hook, which answers a 401/403 without running the hooks after it.
 */
export function registerHttpSecurityHeaders(app: FastifyInstance): void {
  const { config } = app.deps;
  const captchaHosts = config.RECAPTCHA_SITE_KEY ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  // on plain HTTP these would break the site (no HTTPS to upgrade to) and browsers ignore HSTS anyway
  const https = config.PUBLIC_URL.startsWith('https://');
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // named here rather than left to helmet's defaults: the back-office and the widget demo run
        // no inline script, no plugin, and no <base> may point the relative URLs elsewhere
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaHosts],
        scriptSrcAttr: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameSrc: ["'self'", ...captchaHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/**
 * CORS for the origins in CORS_ORIGINS, registered before the guard like the security headers: a
 * listed origin may read the guard's 401 (an expired session it must renew), not only the answers after it.
 */
export async function registerHttpCors(app: FastifyInstance): Promise<void> {
  const allowed = app.deps.config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.includes(origin) || allowed.includes('*')),
    allowedHeaders: ['authorization', 'content-type', 'context-user', 'x-request-id', 'x-api-key'],
    exposedHeaders: ['content-disposition', 'x-request-id', 'retry-after'],
    maxAge: 600,
  });
}

/** The OpenAPI document (served at /api/docs). */
export async function registerHttpPlugins(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sião API', version: '0.1.0', description: 'API do back-office e do assistente Sião.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
