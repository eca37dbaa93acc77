import type { Db, Tx } from '../../../db/client';
import { serviceUsage } from '../../../db/schema';

export type ServiceName = 'cnib' | 'ocr' | 'certidoes';

/** Records one use of a service in the usage log (billing and the client's usage report). */
export async function recordServiceUse(
  db: Db | Tx,
  use: {
    clientId: string | null;
    userId: string | null;
    service: ServiceName;
    outcome: 'ok' | 'erro';
    detail?: string;
  },
): Promise<void> {
  await db.insert(serviceUsage).values({
    clientId: use.clientId,
    userId: use.userId,
    service: use.service,
    outcome: use.outcome,
    detail: use.detail?.slice(0, 1000) ?? null,
  });
}
