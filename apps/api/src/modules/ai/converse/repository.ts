import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { aiAssistants, aiClientQuotas, aiThreads, aiUsageMonthly } from '../../../db/schema';
import { kvIncrement, kvLiveValue } from '../../../lib/kv/db-kv-store';
import { visibleTo } from '../assistants/repository';
import { type Owner, ownedBy } from '../threads/repository';

const client = sql.placeholder('clientId');

/** The fields converse-stream reads of the thread's assistant and of the client's quota. */
const targetFields = {
  assistantId: aiAssistants.id,
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
};

const ownedThread = sql`${aiThreads.id} = ${sql.placeholder('threadId')} and ${ownedBy({
  ownerId: sql.placeholder('ownerId'),
  ownerKind: sql.placeholder('ownerKind'),
  context: sql.placeholder('context'),
})}`;

/**
 * Everything converse-stream checks before it streams, in one round trip: the owner's thread,
 * the fields of its assistant that shape the request, whether the caller's client may still use
 * that assistant, and the client's quota and tokens used this month.
 */
const converseTarget = preparedPerDb((db) =>
  db
    .select(targetFields)
    .from(aiThreads)
    .innerJoin(aiAssistants, eq(aiAssistants.id, aiThreads.assistantId))
    .where(ownedThread)
    .prepare('ai_converse_target'),
);

/**
 * The same look-up, plus what the KV store answers when it is a table of this database: the
 * caller's rate-limit counter, bumped, and whether the session is revoked. One statement where
 * there would be three (on PGlite each is CPU of the API's thread before the first byte).
 */
const converseStart = preparedPerDb((db) => {
  const rate = db.$with('rate').as(kvIncrement(db));
  return db
    .with(rate)
    .select({
      ...targetFields,
      thread: aiThreads.id,
      revoked: sql<boolean>`${kvLiveValue(sql.placeholder('revocationKey'))} is not null`,
      count: rate.value,
      expiresAt: rate.expiresAt,
    })
    .from(rate)
    .leftJoin(aiThreads, ownedThread)
    .leftJoin(aiAssistants, eq(aiAssistants.id, aiThreads.assistantId))
    .prepare('ai_converse_start');
});

// bigint sums and sub-selects come back as strings from node-postgres
function toTarget<T extends { visible: unknown; quota: unknown; used: unknown }>(row: T) {
  return {
    ...row,
    visible: Boolean(row.visible),
    quota: row.quota == null ? null : Number(row.quota as string | number),
    used: Number(row.used ?? 0),
  };
}

/** null when the thread is not the owner's (or does not exist). */
export async function findConverseTarget(db: Db, owner: Owner, threadId: string, month: string) {
  const [row] = await converseTarget(db).execute({ ...owner, threadId, month });
  return row ? toTarget(row) : null;
}

export type ConverseTarget = NonNullable<Awaited<ReturnType<typeof findConverseTarget>>>;

/**
 * findConverseTarget, the KV store's `incr(rateKey)` (its placeholders `kvExpires` and `kvNow`)
 * and its `get(revocationKey) !== null`, in one statement of the database the store lives in.
 */
export async function findConverseStart(
  db: Db,
  input: {
    owner: Owner;
    threadId: string;
    month: string;
    rateKey: string;
    revocationKey: string;
    now: Date;
    expires: Date;
  },
) {
  const [row] = await converseStart(db).execute({
    ...input.owner,
    threadId: input.threadId,
    month: input.month,
    kvKey: input.rateKey,
    kvNow: input.now,
    kvExpires: input.expires,
    revocationKey: input.revocationKey,
  });
  const { thread, revoked, count, expiresAt, ...target } = row!;
  return {
    target: thread && target.provider !== null ? (toTarget(target) as ConverseTarget) : null,
    revoked: Boolean(revoked),
    rate: { value: count, expiresAt: new Date(expiresAt) },
  };
}

/** Sets a client's monthly token quota (insert or update). */
export async function upsertQuota(db: Db | Tx, clientId: string, monthlyTokens: number): Promise<void> {
  await db
    .insert(aiClientQuotas)
    .values({ clientId, monthlyTokens })
    .onConflictDoUpdate({ target: aiClientQuotas.clientId, set: { monthlyTokens, updatedAt: new Date() } });
}
