import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { aiAssistants, aiClientQuotas, aiThreads, aiUsageMonthly } from '../../../db/schema';
import { visibleTo } from '../assistants/repository';
import { type Owner, ownedBy } from '../threads/repository';

const client = sql.placeholder('clientId');

/**
 * Everything converse-stream checks before it streams, in one round trip: the owner's thread,
 * the fields of its assistant that shape the request, whether the caller's client may still use
 * that assistant, and the client's quota and tokens used this month.
 */
const converseTarget = preparedPerDb((db) =>
  db
    .select({
      provider: aiAssistants.provider,
      model: aiAssistants.model,
      instructions: aiAssistants.instructions,
      temperature: aiAssistants.temperature,
      maxOutputTokens: aiAssistants.maxOutputTokens,
      interactionMode: aiAssistants.interactionMode,
      windowContext: aiAssistants.windowContext,
      tools: aiAssistants.tools,
      visible: visibleTo(client),
      quota: sql<string | number | null>`(select ${aiClientQuotas.monthlyTokens} from ${aiClientQuotas}
        where ${aiClientQuotas.clientId} = ${client}::uuid)`,
      used: sql<string | number | null>`(select ${aiUsageMonthly.inputTokens} + ${aiUsageMonthly.outputTokens}
        from ${aiUsageMonthly} where ${aiUsageMonthly.clientKey} = ${client}::text
        and ${aiUsageMonthly.month} = ${sql.placeholder('month')})`,
    })
    .from(aiThreads)
    .innerJoin(aiAssistants, eq(aiAssistants.id, aiThreads.assistantId))
    .where(
      sql`${aiThreads.id} = ${sql.placeholder('threadId')} and ${ownedBy({
        ownerId: sql.placeholder('ownerId'),
        ownerKind: sql.placeholder('ownerKind'),
        context: sql.placeholder('context'),
      })}`,
    )
    .prepare('ai_converse_target'),
);

/** null when the thread is not the owner's (or does not exist). */
export async function findConverseTarget(db: Db, owner: Owner, threadId: string, month: string) {
  const [row] = await converseTarget(db).execute({ ...owner, threadId, month });
  if (!row) return null;
  // bigint sums and sub-selects come back as strings from node-postgres
  return {
    ...row,
    visible: Boolean(row.visible),
    quota: row.quota == null ? null : Number(row.quota),
    used: Number(row.used ?? 0),
  };
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Builds the statement and runs it once (it finds nothing), so the first conversation after boot
 * does not pay for building the query nor for PostgreSQL parsing and planning it.
 */
export async function warmConverseTarget(db: Db, month: string): Promise<void> {
  await findConverseTarget(
    db,
    { ownerId: NO_ID, ownerKind: 'user', clientId: NO_ID, context: null },
    NO_ID,
    month,
  );
}

/** Sets a client's monthly token quota (insert or update). */
export async function upsertQuota(db: Db | Tx, clientId: string, monthlyTokens: number): Promise<void> {
  await db
    .insert(aiClientQuotas)
    .values({ clientId, monthlyTokens })
    .onConflictDoUpdate({ target: aiClientQuotas.clientId, set: { monthlyTokens, updatedAt: new Date() } });
}
