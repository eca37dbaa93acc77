import { type ErrorCode, errorCatalog, type FieldError } from '@siao/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dependencyOutage } from './dependency-outage';
import { AppError } from './errors';
import { dependencyOutages } from './metrics/registry';

/** seconds a client is asked to wait after a 503 for a lost dependency */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

function send(status: number, code: string, message: string, details?: FieldError[]) {
  return { status, body: { error: details?.length ? { code, message, details } : { code, message } } };
}

/** One place maps every failure to the API's error shape; nothing internal leaks to the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    const outage = err instanceof AppError ? null : dependencyOutage(err);
    if (outage) {
      // a lost database, Redis or storage connection: not a bug, and worth another try in a moment
      dependencyOutages.inc({ dependency: outage });
      request.log.warn({ err, dependency: outage }, 'dependência indisponível');
      const { status, body } = send(503, 'SERVICO_INDISPONIVEL', errorCatalog.SERVICO_INDISPONIVEL.message);
      return reply.status(status).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).send(body);
    }
    const out = toResponse(err, request.routeOptions.config?.notFound ?? 'NOT_FOUND');
    if (out.status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: out.body.error.code }, 'request rejected');
    if (err instanceof AppError) reply.headers(err.headers);
    return reply.status(out.status).send(out.body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const { status, body } = send(404, 'ROUTE_NOT_FOUND', errorCatalog.ROUTE_NOT_FOUND.message);
    return reply.status(status).send(body);
  });
}

function toResponse(err: FastifyError | AppError | Error, notFound: ErrorCode) {
  if (err instanceof AppError) return send(err.status, err.code, err.message, err.details);
  if (hasZodFastifySchemaValidationErrors(err)) {
    // a path that names no valid record (a malformed id, an unknown code) is a record not found
    if ((err as FastifyError).validationContext === 'params')
      return send(404, notFound, errorCatalog[notFound].message);
    const details = err.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
      message: typeof v.message === 'string' ? v.message : 'Valor inválido.',
    }));
    return send(
      400,
      'VALIDATION_FAILED',
      details[0]?.message ?? errorCatalog.VALIDATION_FAILED.message,
      details,
    );
  }
  const fe = err as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, 'PAYLOAD_TOO_LARGE', errorCatalog.PAYLOAD_TOO_LARGE.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(415, 'UNSUPPORTED_MEDIA_TYPE', errorCatalog.UNSUPPORTED_MEDIA_TYPE.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(400, 'INVALID_JSON', errorCatalog.INVALID_JSON.message);
  }
  if (fe.statusCode === 429) return send(429, 'RATE_LIMITED', errorCatalog.RATE_LIMITED.message);
  if (err instanceof SyntaxError && fe.statusCode === 400)
    return send(400, 'INVALID_JSON', errorCatalog.INVALID_JSON.message);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return send(fe.statusCode, 'BAD_REQUEST', errorCatalog.BAD_REQUEST.message);
  }
  return send(500, 'INTERNAL', errorCatalog.INTERNAL.message);
}
