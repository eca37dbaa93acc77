import { isServiceContracted, type ServiceName } from '@siao/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth/access';
import { AppError } from '../../lib/errors';
import { selectClientForService } from './cnib/repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The contracted service a route belongs to. Every route under `/api/services/` declares it (the
     * app refuses to start otherwise); one hook refuses clients that have not contracted it.
     */
    service?: ServiceName;
  }
}

const SERVICES_PREFIX = '/api/services/';

/** The client a staff call names (`client_id` in the query string or the JSON body), if any. */
function namedClient(request: FastifyRequest): string | null {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'client_id' in source) {
      const id = (source as { client_id?: unknown }).client_id;
      if (typeof id === 'string' && id) return id;
    }
  }
  return null;
}

/**
 * The route table's `config.service`: a `cliente` acts for its own client, staff for the client they
 * name (staff acting for no client pass); that client must have contracted the service, otherwise
 * 403 SERVICE_NOT_CONTRACTED before the handler runs. Runs after validation, so `client_id` is a UUID.
 */
export function registerServiceContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(SERVICES_PREFIX) && !route.config?.service) {
      throw new Error(`Rota ${route.method} ${route.url} sem config.service (o serviço contratado)`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const service = request.routeOptions.config?.service;
    const auth = request.auth;
    if (!service || !auth) return;
    await assertServiceContracted(app.deps.db, auth, service, namedClient(request));
  });
}

/**
 * The rule itself (the route hook and the assistants' tools apply it): a `cliente` acts for its own
 * client, staff for the client they name (staff naming none pass); that client must have
 * contracted the service.
 */
export async function assertServiceContracted(
  db: Db,
  auth: AuthContext,
  service: ServiceName,
  named: string | null | undefined,
): Promise<void> {
  const clientId = auth.role === 'cliente' ? auth.clientId : named;
  if (!clientId) {
    if (auth.role === 'cliente') throw new AppError('SERVICE_NOT_CONTRACTED');
    return;
  }
  const client = await selectClientForService(db, clientId);
  if (!client) throw new AppError('NOT_FOUND');
  if (!isServiceContracted(client.products, service)) throw new AppError('SERVICE_NOT_CONTRACTED');
}
