import { dataOf } from '@siao/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { proxyCity } from './net/proxy-city';

/** The response envelopes live in @siao/shared (the back-office's test fakes check their answers with them). */
export { dataOf, okSchema, pageOf } from '@siao/shared';
export const messageSchema = dataOf(z.object({ message: z.string() }));

/** Who is calling, as audit records and sessions store it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** named by a trusted proxy (lib/net/proxy-city.ts); stored with a session started by this request */
  city?: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    city: proxyCity(request.server.deps.config, request),
  };
}

/** Who did it, from where: the origin every audit record of a request carries. */
export const auditOrigin = (request: FastifyRequest) => ({
  ...clientInfo(request),
  actorId: authOf(request).userId,
});

/** The authenticated caller; routes with `access` other than public always have one. */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new Error('rota sem autenticação usou authOf');
  return request.auth;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the quoted name for old clients (quotes and
 * backslashes dropped, non-ASCII as `_`), the encoded one for every browser since 2011 (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
