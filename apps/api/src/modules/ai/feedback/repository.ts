import type { FeedbackRating } from '@siao/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiMessageFeedback, aiMessages, aiThreads, aiWidgetUsers, clients, users } from '../../../db/schema';
import { type Owner, ownedBy } from '../threads/repository';

/** The voter of a vote: the owner of the thread (back-office user or widget visitor). */
export interface Voter {
  voterId: string;
  voterKind: 'user' | 'widget';
}

/** An assistant reply in one of the owner's threads, or null (another's, a question, or none). */
export async function findOwnedReply(db: Db, owner: Owner, messageId: string) {
  const [row] = await db
    .select({ id: aiMessages.id, assistantId: aiThreads.assistantId })
    .from(aiMessages)
    .innerJoin(aiThreads, eq(aiThreads.id, aiMessages.threadId))
    .where(and(eq(aiMessages.id, messageId), eq(aiMessages.role, 'assistant'), ownedBy(owner)));
  return row ?? null;
}

/** One vote per voter and reply: a second vote replaces the first. */
export async function upsertVote(
  db: Db,
  values: Voter & { messageId: string; assistantId: string; rating: FeedbackRating; comment: string },
) {
  const [row] = await db
    .insert(aiMessageFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [aiMessageFeedback.messageId, aiMessageFeedback.voterKind, aiMessageFeedback.voterId],
      set: { rating: values.rating, comment: values.comment, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The voter's votes. */
const castBy = (voter: Voter) =>
  and(eq(aiMessageFeedback.voterKind, voter.voterKind), eq(aiMessageFeedback.voterId, voter.voterId));

export async function deleteVote(db: Db, voter: Voter, messageId: string): Promise<void> {
  await db.delete(aiMessageFeedback).where(and(eq(aiMessageFeedback.messageId, messageId), castBy(voter)));
}

/** The voter's votes on some replies (the history page shows them). */
export function votesOn(db: Db, voter: Voter, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(aiMessageFeedback)
    .where(and(inArray(aiMessageFeedback.messageId, messageIds), castBy(voter)));
}

export async function summary(db: Db, assistantId: string) {
  const [row] = await db
    .select({
      total: count(),
      down: sql<number>`count(*) filter (where ${aiMessageFeedback.rating} = 'down')`.mapWith(Number),
    })
    .from(aiMessageFeedback)
    .where(eq(aiMessageFeedback.assistantId, assistantId));
  return { total: row?.total ?? 0, down: row?.down ?? 0 };
}

/** the voter's name, whichever table the voter lives in */
const voterName = sql<string>`coalesce(${users.name}, ${aiWidgetUsers.name}, '')`;

function voteFilter(assistantId: string, rating: FeedbackRating | undefined) {
  return and(
    eq(aiMessageFeedback.assistantId, assistantId),
    rating ? eq(aiMessageFeedback.rating, rating) : undefined,
  );
}

/** The votes on an assistant's replies, newest first, with the conversation and who voted. */
export async function listVotes(
  db: Db,
  assistantId: string,
  filter: { rating?: FeedbackRating | undefined; offset: number; limit: number },
) {
  const where = voteFilter(assistantId, filter.rating);
  const [total] = await db.select({ n: count() }).from(aiMessageFeedback).where(where);
  const rows = await db
    .select({
      vote: aiMessageFeedback,
      threadId: aiThreads.id,
      threadName: aiThreads.name,
      content: aiMessages.content,
      voterName,
      clientName: sql<string | null>`coalesce(${clients.tradeName}, ${clients.legalName})`,
    })
    .from(aiMessageFeedback)
    .innerJoin(aiMessages, eq(aiMessages.id, aiMessageFeedback.messageId))
    .innerJoin(aiThreads, eq(aiThreads.id, aiMessages.threadId))
    .leftJoin(users, and(eq(aiMessageFeedback.voterKind, 'user'), eq(users.id, aiMessageFeedback.voterId)))
    .leftJoin(
      aiWidgetUsers,
      and(eq(aiMessageFeedback.voterKind, 'widget'), eq(aiWidgetUsers.id, aiMessageFeedback.voterId)),
    )
    .leftJoin(clients, eq(clients.id, aiThreads.clientId))
    .where(where)
    .orderBy(desc(aiMessageFeedback.updatedAt), desc(aiMessageFeedback.messageId))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A thread of the assistant that holds at least one vote (staff open only the conversations behind
 * the votes), with its owner's name; null otherwise.
 */
export async function findVotedThread(db: Db, assistantId: string, threadId: string) {
  const [row] = await db
    .select({
      thread: aiThreads,
      voterName: sql<string>`coalesce(${users.name}, ${aiWidgetUsers.name}, '')`,
      clientName: sql<string | null>`coalesce(${clients.tradeName}, ${clients.legalName})`,
    })
    .from(aiThreads)
    .leftJoin(users, and(eq(aiThreads.ownerKind, 'user'), eq(users.id, aiThreads.ownerId)))
    .leftJoin(aiWidgetUsers, and(eq(aiThreads.ownerKind, 'widget'), eq(aiWidgetUsers.id, aiThreads.ownerId)))
    .leftJoin(clients, eq(clients.id, aiThreads.clientId))
    .where(
      and(
        eq(aiThreads.id, threadId),
        eq(aiThreads.assistantId, assistantId),
        sql`exists (select 1 from ${aiMessageFeedback} f join ${aiMessages} m on m.id = f.message_id
          where m.thread_id = ${aiThreads.id})`,
      ),
    );
  return row ?? null;
}

/** Every message of a thread, oldest first, with the owner's vote on each reply. */
export function threadMessagesWithVotes(db: Db, threadId: string, owner: Voter) {
  return db
    .select({ message: aiMessages, vote: aiMessageFeedback })
    .from(aiMessages)
    .leftJoin(aiMessageFeedback, and(eq(aiMessageFeedback.messageId, aiMessages.id), castBy(owner)))
    .where(eq(aiMessages.threadId, threadId))
    .orderBy(aiMessages.seq)
    .limit(2000);
}
