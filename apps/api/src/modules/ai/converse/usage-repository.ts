import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiClientQuotas, aiUsageMonthly } from '../../../db/schema';
import type { TokenUsage } from '../providers/types';

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

/** Adds one reply's tokens to the client's month (one row per client and month). */
export async function addUsage(db: Db, clientKey: string, month: string, usage: TokenUsage): Promise<void> {
  await db
    .insert(aiUsageMonthly)
    .values({
      clientKey,
      month,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      replies: 1,
    })
    .onConflictDoUpdate({
      target: [aiUsageMonthly.clientKey, aiUsageMonthly.month],
      set: {
        inputTokens: sql`${aiUsageMonthly.inputTokens} + excluded.input_tokens`,
        outputTokens: sql`${aiUsageMonthly.outputTokens} + excluded.output_tokens`,
        replies: sql`${aiUsageMonthly.replies} + 1`,
        updatedAt: new Date(),
      },
    });
}
