import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiWidgetSessions, sessions } from '../../db/schema';
import type { Audience } from './tokens';

/** Whether a session of that kind exists and was not revoked (widget tokens name widget sessions). */
export async function sessionIsLive(db: Db, sessionId: string, audience: Audience): Promise<boolean> {
  const table = audience === 'widget' ? aiWidgetSessions : sessions;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, sessionId), isNull(table.revokedAt)))
    .limit(1);
  return rows.length === 1;
}
