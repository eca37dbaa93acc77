import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditLogs } from '../db/schema';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  clientId?: string | null;
  actorId?: string | null;
  actorEmail?: string | null;
  details?: Record<string, unknown>;
}

/** Who / from where, taken from the request. */
export function auditOrigin(request: FastifyRequest) {
  return {
    actorId: request.auth?.userId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}

export interface AuditOrigin {
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export async function writeAudit(db: Db | Tx, entry: AuditEntry, origin: AuditOrigin): Promise<void> {
  await db.insert(auditLogs).values({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    clientId: entry.clientId ?? null,
    actorId: entry.actorId ?? origin.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
    details: entry.details ?? null,
  });
}
