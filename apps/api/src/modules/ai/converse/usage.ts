import { BUSINESS_TIME_ZONE } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../../lib/pg-error';
import type { TokenUsage } from '../providers/types';
import type { MessageValues } from '../threads/repository';
import { upsertQuota } from './repository';
import { addUsage, findMonthlyUsage, findQuota, insertReplyWithUsage } from './usage-repository';

// building an Intl formatter costs ~0.3 ms: one for the process
const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

// formatting costs ~0.1 ms; the month can only change on a minute boundary (São Paulo is a
// whole-hour offset from UTC), so each minute's answer is kept
let lastMonth = { minute: Number.NaN, key: '' };

/** YYYY-MM in the business time zone: the month a cartório is billed in. */
export function monthKey(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMonth.minute) lastMonth = { minute, key: monthFormat.format(now).slice(0, 7) };
  return lastMonth.key;
}

const clientKeyOf = (clientId: string | null) => clientId ?? 'plataforma';

export async function quotaOf(deps: AppDeps, clientId: string): Promise<number> {
  const row = await findQuota(deps.db, clientId);
  return row?.monthlyTokens ?? deps.config.AI_MONTHLY_TOKEN_QUOTA;
}

/**
 * Sets a client's monthly token quota and records who changed it (audit `ai.quota_set`), both in one
 * transaction. An unknown client breaks the foreign key: a 404, not a 500.
 */
export async function setMonthlyQuota(
  deps: AppDeps,
  clientId: string,
  monthlyTokens: number,
  origin: AuditOrigin,
): Promise<void> {
  const before = await quotaOf(deps, clientId);
  await deps.db
    .transaction(async (tx) => {
      await upsertQuota(tx, clientId, monthlyTokens);
      await writeAudit(
        tx,
        {
          action: 'ai.quota_set',
          entity: 'client',
          entityId: clientId,
          clientId,
          details: { monthly_tokens: { from: before, to: monthlyTokens } },
        },
        origin,
      );
    })
    .catch((err: unknown) => {
      if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND');
      throw err;
    });
}

export async function usageOf(deps: AppDeps, clientId: string | null, month = monthKey()) {
  const row = await findMonthlyUsage(deps.db, clientKeyOf(clientId), month);
  return {
    month,
    inputTokens: row?.inputTokens ?? 0,
    outputTokens: row?.outputTokens ?? 0,
    replies: row?.replies ?? 0,
  };
}

/**
 * Clients stop at their monthly quota (`quota` null = the configured default); Sião staff (no
 * client) are not limited. The figures come from the converse look-up (one query).
 */
export function assertWithinQuota(
  deps: AppDeps,
  clientId: string | null,
  figures: { quota: number | null; used: number },
): void {
  if (!clientId) return;
  const quota = figures.quota ?? deps.config.AI_MONTHLY_TOKEN_QUOTA;
  if (figures.used >= quota) {
    const fmt = new Intl.NumberFormat('pt-BR');
    throw new AppError('AI_QUOTA_EXCEEDED', {
      params: { used: fmt.format(figures.used), quota: fmt.format(quota) },
    });
  }
}

export async function recordUsage(deps: AppDeps, clientId: string | null, usage: TokenUsage): Promise<void> {
  await addUsage(deps.db, clientKeyOf(clientId), monthKey(), usage);
}

/** Saves a reply and adds its tokens (the reply's own) to the client's month, in one statement. */
export async function saveReplyWithUsage(
  deps: AppDeps,
  clientId: string | null,
  reply: MessageValues,
): Promise<string> {
  return insertReplyWithUsage(deps.db, clientKeyOf(clientId), monthKey(), reply);
}

/** The rate limit's counter: a fixed one-minute window per user, in the KV store. */
export const rateLimitCounter = (userId: string) => ({ key: `ai:converse:${userId}`, ttlSeconds: 60 });

/** Refuses a request past the limit, from the counter's answer after this request's increment. */
export function assertUnderRateLimit(deps: AppDeps, counted: { count: number; ttlSeconds: number }): void {
  if (counted.count > deps.config.AI_RATE_LIMIT_PER_MINUTE) {
    const seconds = Math.max(1, counted.ttlSeconds);
    throw new AppError('AI_RATE_LIMITED', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** Fixed one-minute window per user, shared by every API process through the KV store. */
export async function assertRateLimit(deps: AppDeps, userId: string): Promise<void> {
  const counter = rateLimitCounter(userId);
  assertUnderRateLimit(deps, await deps.kv.incr(counter.key, counter.ttlSeconds));
}
