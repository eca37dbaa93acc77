import { currentCompetencia, saoPauloDayStart } from '@siao/shared';
import type { Db, Tx } from '../../../db/client';
import { countUsageSince, insertUsage, type ServiceName, type UsageOutcome } from './repository';

export type { ServiceName, UsageOutcome } from './repository';

export interface ServiceUse {
  clientId: string;
  userId: string | null;
  service: ServiceName;
  outcome: UsageOutcome;
  /** short reason on failures (never personal data: no document numbers, no names) */
  detail?: string | null;
}

/** Records one use of a service; every service module calls it once per use, success or failure. */
export async function recordServiceUse(db: Db | Tx, use: ServiceUse): Promise<void> {
  await insertUsage(db, {
    clientId: use.clientId,
    userId: use.userId,
    service: use.service,
    outcome: use.outcome,
    detail: use.detail?.slice(0, 500) ?? null,
  });
}

/** First instant of the current month in São Paulo. */
export function monthStartSaoPaulo(now: Date): Date {
  return saoPauloDayStart(`${currentCompetencia(now)}-01`);
}

/** This month's uses per service: one client's, or all clients' for staff (`clientId` null). */
export function usageThisMonth(db: Db, clientId: string | null, now = new Date()) {
  return countUsageSince(db, clientId, monthStartSaoPaulo(now));
}
