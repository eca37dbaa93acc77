import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { aiClientQuotas, aiUsageMonthly } from '../../../db/schema';
import type { TokenUsage } from '../providers/types';
import { type MessageValues, messageInsert, messageParams } from '../threads/repository';

export async function findQuota(db: Db, clientId: string) {
  const [row] = await db.select().from(aiClientQuotas).where(eq(aiClientQuotas.clientId, clientId));
  return row;
}

export async function findMonthlyUsage(db: Db, clientKey: string, month: string) {
  const [row] = await db
    .select()
    .from(aiUsageMonthly)
    .where(and(eq(aiUsageMonthly.clientKey, clientKey), eq(aiUsageMonthly.month, month)));
  return row;
}

/** One reply's tokens added to the client's month (one row per client and month). */
const usageUpsert = (db: Db) =>
  db
    .insert(aiUsageMonthly)
    .values({
      clientKey: sql.placeholder('clientKey'),
      month: sql.placeholder('month'),
      inputTokens: sql.placeholder('inputTokens'),
      outputTokens: sql.placeholder('outputTokens'),
      replies: 1,
    })
    .onConflictDoUpdate({
      target: [aiUsageMonthly.clientKey, aiUsageMonthly.month],
      set: {
        inputTokens: sql`${aiUsageMonthly.inputTokens} + excluded.input_tokens`,
        outputTokens: sql`${aiUsageMonthly.outputTokens} + excluded.output_tokens`,
        replies: sql`${aiUsageMonthly.replies} + 1`,
        updatedAt: sql`now()`,
      },
    });

/** Prepared once: every reply adds its tokens (building the upsert each time cost ~0.5 ms of CPU). */
const addUsageStatement = preparedPerDb((db) => usageUpsert(db).prepare('ai_usage_add'));

/** Adds one reply's tokens to the client's month (one row per client and month). */
export async function addUsage(db: Db, clientKey: string, month: string, usage: TokenUsage): Promise<void> {
  await addUsageStatement(db).execute({
    clientKey,
    month,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
  });
}

/**
 * The reply's insert and its tokens' upsert in one statement: one round trip, and on PGlite one
 * statement of the API thread's CPU (~2 ms) instead of two. The tokens are the reply's own.
 */
const replyWithUsageStatement = preparedPerDb((db) => {
  const usage = db.$with('usage').as(usageUpsert(db).returning({ month: aiUsageMonthly.month }));
  return messageInsert(db.with(usage)).prepare('ai_reply_insert');
});

/** Builds the reply's statement ahead of the first conversation (boot warm-up). */
export function warmReplyInsert(db: Db): void {
  replyWithUsageStatement(db);
}

/** Saves a reply and adds its tokens to the client's month, atomically; returns the reply's id. */
export async function insertReplyWithUsage(db: Db, clientKey: string, month: string, reply: MessageValues) {
  const [row] = await replyWithUsageStatement(db).execute({ ...messageParams(reply), clientKey, month });
  return row!.id;
}
